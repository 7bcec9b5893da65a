// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VariantChooser } from '@/components/product/variant-chooser';
import type { ProductVariant } from '@/lib/content/types';
import { DICTIONARY_SV } from '@/services/seed/dictionary-sv';

/** The product page's chooser (issue 25): a colour choice, and each size of the chosen colour once. */

// The choices are the app's links (client transitions that keep the scroll); prefetching on intent needs the router.
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({ prefetch: () => {} }),
}));

afterEach(cleanup);

function variant(id: string, colour: string, size: string | null, soldOut = false): ProductVariant {
  return {
    id,
    sku: `SKU-${id}`,
    ean: '',
    name: `Ring Aurora, ${colour}${size ? `, ${size}` : ''}`,
    sizes: size ? [{ kind: 'ringSize', value: size }] : [],
    sizeLabel: size,
    colours: [{ name: colour, hex: null }],
    materials: [],
    images: [],
    price: null,
    stockQuantity: soldOut ? 0 : 5,
    availability: soldOut ? 'sold_out' : 'in_stock',
    allowOrdering: true,
    isGiftCard: false,
    isGiftWrapping: false,
    createdAt: '2026-01-01T00:00:00Z',
  };
}

const family = '/ringar/ring-aurora/';
const links = (name: string) => within(screen.getByRole('group', { name: new RegExp(`^${name}`) })).getAllByRole('link');

describe('the variant chooser', () => {
  const variants = [
    variant('1', 'Guld', '16 mm'),
    variant('2', 'Guld', '17 mm'),
    variant('3', 'silver', '16 mm', true),
    variant('4', 'silver', '17 mm'),
    variant('5', 'silver', '18 mm'),
  ];

  it('shows each colour once, and the chosen colour’s sizes once each', () => {
    render(<VariantChooser familyHref={family} variants={variants} selectedId="2" dictionary={DICTIONARY_SV} />);
    expect(links('Färg').map((link) => link.textContent)).toEqual(['Guld', 'Silver']);
    expect(links('Färg')[0]!.getAttribute('aria-current')).toBe('true');
    expect(links('Välj storlek').map((link) => link.textContent)).toEqual(['16 mm', '17 mm']);
    expect(links('Välj storlek')[1]!.getAttribute('aria-current')).toBe('true');
  });

  it('takes the shopper to the other colour in the same size, else to its first orderable size', () => {
    render(<VariantChooser familyHref={family} variants={variants} selectedId="2" dictionary={DICTIONARY_SV} />);
    expect(links('Färg')[1]!.getAttribute('href')).toBe(`${family}?variantId=4#farg`);
    cleanup();
    // 16 mm in silver is sold out but still the same size: the shopper sees it, marked unavailable.
    render(<VariantChooser familyHref={family} variants={variants} selectedId="1" dictionary={DICTIONARY_SV} />);
    expect(links('Färg')[1]!.getAttribute('href')).toBe(`${family}?variantId=3#farg`);
    cleanup();
    render(
      <VariantChooser
        familyHref={family}
        variants={[...variants, variant('6', 'Roséguld', '19 mm')]}
        selectedId="1"
        dictionary={DICTIONARY_SV}
      />,
    );
    expect(links('Färg')[2]!.getAttribute('href')).toBe(`${family}?variantId=6#farg`);
  });

  it('shows no colour choice for a family in one colour, and nothing for a single variant', () => {
    render(<VariantChooser familyHref={family} variants={variants.slice(2)} selectedId="4" dictionary={DICTIONARY_SV} />);
    expect(screen.queryByRole('group', { name: /^Färg/ })).toBeNull();
    expect(links('Välj storlek')).toHaveLength(3);
    expect(within(links('Välj storlek')[0]!).getByText(/Slutsåld|slut/i)).toBeTruthy();
    cleanup();
    const { container } = render(
      <VariantChooser familyHref={family} variants={variants.slice(0, 1)} selectedId="1" dictionary={DICTIONARY_SV} />,
    );
    expect(container.innerHTML).toBe('');
  });
});
