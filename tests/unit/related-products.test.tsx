// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickBasketTexts } from '@/components/basket/basket-texts';
import { RelatedProducts } from '@/components/basket/related-products';
import { relatedProductsSchema } from '@/lib/commerce/answer-schemas';
import type { RelatedProduct } from '@/lib/commerce/types';
import { dictionaryDefaults } from '@/lib/content/dictionary-defaults';

/** "You may also like" cards tell two suggestions of one name apart by what they are made of (issue 32). */

// The cards' links ask the router to prefetch on intent (not exercised here).
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({ prefetch: () => {} }),
}));

afterEach(cleanup);

const texts = pickBasketTexts(dictionaryDefaults);

const product = (overrides: Partial<RelatedProduct>): RelatedProduct => ({
  variantId: '1',
  familyId: 'f1',
  name: 'Örhängen Snöflinga 12 mm',
  familyName: 'Örhängen Snöflinga',
  brand: 'Astrid Berg',
  price: 1895,
  originalPrice: 1895,
  percentDiscount: 0,
  image: { url: '/media/demo/earring.webp', alt: 'Örhängen', width: 800, height: 800 },
  url: '/orhangen/orhangen-snoflinga/?variantId=1',
  availability: 'in_stock',
  ...overrides,
});

describe('related product cards', () => {
  it('name what each is made of, under the name, and describe the image by it', () => {
    render(
      <RelatedProducts
        products={[
          product({ materials: ['sterlingsilver 925'], colours: ['silver'] }),
          product({
            variantId: '2',
            familyId: 'f2',
            url: '/orhangen/orhangen-snoflinga-2/?variantId=2',
            price: 12995,
            originalPrice: 12995,
            materials: ['14K guld', 'zirkonia'],
            colours: ['guld'],
          }),
        ]}
        texts={texts}
      />,
    );
    const [silver, gold] = screen.getAllByRole('listitem');
    expect(within(silver!).getByText('Sterlingsilver 925')).toBeTruthy();
    expect(within(gold!).getByText('14K guld, zirkonia')).toBeTruthy();
    expect(within(gold!).getByRole('img').getAttribute('alt')).toBe('Örhängen Snöflinga, 14K guld, zirkonia');
  });

  it('read well from a commerce API that sends no materials: name, brand and price, no empty line', () => {
    const answer = relatedProductsSchema.parse([{ ...product({}) }]);
    expect(answer[0]!.materials).toBeUndefined();
    render(<RelatedProducts products={answer} texts={texts} />);
    const card = screen.getByRole('listitem');
    expect(within(card).getByRole('link').textContent).toBe('Örhängen Snöflinga');
    expect(within(card).getByRole('img').getAttribute('alt')).toBe('Örhängen Snöflinga');
    expect(card.querySelectorAll('p')).toHaveLength(2);
    expect(card.textContent).toContain('Astrid Berg');
  });
});
