// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BasketLine } from '@/components/basket/basket-line';
import { pickBasketTexts } from '@/components/basket/basket-texts';
import { preselectedWrapping, type GiftWrappingOption } from '@/components/basket/gift-wrapping-chooser';
import { giftWrappingLabel } from '@/components/basket/gift-wrapping-label';
import { DICTIONARY_SV } from '@/services/seed/dictionary-sv';
import { item } from './basket-fake-commerce';

/** A gift wrapping reads as gift wrapping, is changed rather than added, and one is chosen to start with (issue 25). */

vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({ prefetch: () => {} }),
}));

afterEach(cleanup);
const texts = pickBasketTexts(DICTIONARY_SV);

describe('the name of a wrapping', () => {
  it('keeps only what tells it apart from the other wrappings', () => {
    expect(giftWrappingLabel('Presentinslagning Guldrosett', 'Presentinslagning')).toBe('Guldrosett');
    expect(giftWrappingLabel('Presentinslagning: klassisk vit', 'Presentinslagning')).toBe('Klassisk vit');
    expect(giftWrappingLabel('Sammetsask', 'Presentinslagning')).toBe('Sammetsask');
    expect(giftWrappingLabel('Presentinslagning', 'Presentinslagning')).toBe('Presentinslagning');
  });
});

describe('the basket line of a wrapping', () => {
  const wrap = item({ id: 'w', variantId: '900', isGiftWrapping: true, name: 'Presentinslagning Guldrosett', familyName: 'Presentinslagning', brand: 'Nordljus', unitPrice: 29, lineTotal: 29, sizes: [] });

  function renderLine(line: ReturnType<typeof item>) {
    render(
      <ul>
        <BasketLine item={line} texts={texts} busy={false} maxQuantity={99} onQuantity={() => {}} onRemove={() => {}} giftWrappingHref="/presentinslagning/" />
      </ul>,
    );
    return screen.getByRole('listitem');
  }

  it('says "Presentinslagning" and which one, without a brand or a quantity', () => {
    const line = renderLine(wrap);
    expect(within(line).getByRole('heading', { level: 3 }).textContent).toBe('Presentinslagning');
    expect(line.textContent).toContain('Guldrosett');
    expect(line.textContent).not.toContain('Nordljus');
    expect(within(line).queryByRole('group')).toBeNull();
    expect(within(line).getByRole('link', { name: 'Byt presentinslagning' }).getAttribute('href')).toMatch(/^\/presentinslagning\/?$/);
    expect(within(line).getByRole('button', { name: 'Ta bort Presentinslagning Guldrosett från varukorgen' })).toBeTruthy();
  });

  it('says a free wrapping is free', () => {
    const line = renderLine({ ...wrap, name: 'Presentinslagning Klassisk vit', unitPrice: 0, lineTotal: 0 });
    expect(line.textContent).toContain('Gratis');
  });

  it('leaves a product line as it was: brand, name and a quantity stepper', () => {
    const line = renderLine(item({ brand: 'Nordljus' }));
    expect(line.textContent).toContain('Nordljus');
    expect(within(line).getByRole('group', { name: /Antal/ })).toBeTruthy();
  });
});

describe('the wrapping chosen to start with', () => {
  const options: GiftWrappingOption[] = [
    { variantId: 'gold', name: 'Guldrosett', price: 29, image: null },
    { variantId: 'white', name: 'Klassisk vit', price: 0, image: null },
    { variantId: 'velvet', name: 'Sammetsask', price: 49, image: null },
  ];
  it('is the one in the basket, else the least expensive', () => {
    expect(preselectedWrapping(options, 'velvet')).toBe('velvet');
    expect(preselectedWrapping(options, null)).toBe('white');
    expect(preselectedWrapping(options, 'gone')).toBe('white');
    expect(preselectedWrapping([], null)).toBeNull();
  });
});
