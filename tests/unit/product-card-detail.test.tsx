// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductCard } from '@/components/product/product-card';
import { cardDetail } from '@/lib/content/card-detail';
import { dictionaryDefaults } from '@/lib/content/dictionary-defaults';
import type { ProductCardData } from '@/lib/content/types';

/** Cards tell apart products with the same name (issue 25): each shows what it is made of. */

afterEach(cleanup);

const card = (overrides: Partial<ProductCardData>): ProductCardData => ({
  href: '/ringar/ring-angsull/?variantId=1',
  name: 'Ring Ängsull',
  brandName: 'Ekdahl & Lind',
  image: null,
  price: { amount: 1695, original: 1695, percentDiscount: 0, isDiscounted: false },
  isNew: false,
  ...overrides,
});

describe('the card detail line', () => {
  it('names the materials and a colour no material says, capitalised and without repeats', () => {
    expect(cardDetail(['18K guld', 'diamant'], ['guld'])).toBe('18K guld, diamant');
    expect(cardDetail(['sterlingsilver 925'], ['silver'])).toBe('Sterlingsilver 925');
    expect(cardDetail(['rostfritt stål'], ['guld'])).toBe('Rostfritt stål, guld');
    expect(cardDetail(['rostfritt stål'], ['silver'])).toBe('Rostfritt stål, silver');
    expect(cardDetail(['förgyllt silver'], ['Roséguld'])).toBe('Förgyllt silver, Roséguld');
    expect(cardDetail([], ['roséguld'])).toBe('Roséguld');
    expect(cardDetail(['läder', 'läder'], null)).toBe('Läder');
    expect(cardDetail(null, [])).toBeNull();
    expect(cardDetail([' '], undefined)).toBeNull();
  });

  it('is shown on the card, so two cards of one name differ', () => {
    render(
      <ul>
        <li>
          <ProductCard product={card({ detail: cardDetail(['18K guld'], ['guld']), price: { amount: 7895, original: 7895, percentDiscount: 0, isDiscounted: false } })} dictionary={dictionaryDefaults} />
        </li>
        <li>
          <ProductCard product={card({ detail: cardDetail(['sterlingsilver 925'], ['silver']) })} dictionary={dictionaryDefaults} />
        </li>
      </ul>,
    );
    const [gold, silver] = screen.getAllByRole('article');
    expect(gold?.textContent).toContain('18K guld');
    expect(silver?.textContent).toContain('Sterlingsilver 925');
    expect(gold?.textContent).not.toBe(silver?.textContent);
  });

  it('is left out when there is nothing to say', () => {
    render(<ProductCard product={card({ detail: null })} dictionary={dictionaryDefaults} />);
    // The brand is the card's one paragraph; a detail would be a second.
    expect(screen.getByRole('article').querySelectorAll('p')).toHaveLength(1);
  });
});
