import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, productJsonLd, serializeJsonLd } from '@/lib/content/structured-data';
import type { ProductFamily, ProductVariant } from '@/lib/content/types';

function variant(id: string, amount: number, availability: ProductVariant['availability'] = 'in_stock'): ProductVariant {
  return {
    id,
    sku: `SKU-${id}`,
    ean: '7350000000001',
    name: `Variant ${id}`,
    sizes: [],
    sizeLabel: null,
    colours: [],
    materials: [],
    images: [],
    price: { amount, original: amount, percentDiscount: 0, isDiscounted: false },
    stockQuantity: 3,
    availability,
    allowOrdering: true,
    isGiftCard: false,
    isGiftWrapping: false,
    createdAt: '2026-01-01T00:00:00Z',
  };
}

const family = (variants: ProductVariant[]): ProductFamily => ({
  id: '1',
  slug: 'ring-sol',
  name: 'Ring </script><script>alert(1)</script>',
  href: '/ringar/ring-sol/',
  brand: { id: 'b', name: 'Nordljus', slug: 'nordljus', href: '/varumarken/nordljus/', logo: null, stockCredit: 0 },
  category: null,
  productType: null,
  productSubtype: null,
  soldAsSingle: false,
  isOpen: false,
  description: 'En ring.',
  images: [{ src: '/media/demo/ring.webp', width: 800, height: 800, alt: '', title: null, bgColor: null }],
  variants,
  createdAt: '2026-01-01T00:00:00Z',
  breadcrumbs: [],
  seo: [],
});

describe('productJsonLd', () => {
  it('gives one Offer in SEK for a single variant', () => {
    const data = productJsonLd(family([variant('1', 1295)]), 'https://glans.example');
    expect(data.offers).toMatchObject({ '@type': 'Offer', price: '1295.00', priceCurrency: 'SEK', availability: 'https://schema.org/InStock' });
    expect(data.image).toBe('https://glans.example/media/demo/ring.webp');
  });

  it('gives an AggregateOffer with the price range for several variants', () => {
    const data = productJsonLd(family([variant('1', 995), variant('2', 1495, 'sold_out')]), 'https://glans.example');
    expect(data.offers).toMatchObject({ '@type': 'AggregateOffer', lowPrice: '995.00', highPrice: '1495.00', offerCount: 2, priceCurrency: 'SEK' });
  });
});

describe('serializeJsonLd', () => {
  it('escapes < so content cannot close the script element', () => {
    const json = serializeJsonLd(productJsonLd(family([variant('1', 100)]), 'https://glans.example'));
    expect(json).not.toContain('</script>');
    expect(json).toContain('\\u003c/script>');
    expect(JSON.parse(json).name).toBe('Ring </script><script>alert(1)</script>');
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the items from 1 with absolute URLs', () => {
    const data = breadcrumbJsonLd(
      [
        { label: 'Hem', href: '/' },
        { label: 'Ringar', href: '/ringar/' },
      ],
      'https://glans.example',
    );
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Hem', item: 'https://glans.example/' },
      { '@type': 'ListItem', position: 2, name: 'Ringar', item: 'https://glans.example/ringar/' },
    ]);
  });
});
