import { describe, expect, it } from 'vitest';
import { CatalogueIndex } from '@/services/commerce/catalogue-index';
import { relatedProducts } from '@/services/commerce/related-products';
import { availabilityOf, demandByVariant, findShortages, orderableQuantity } from '@/services/commerce/stock-rules';
import { buildCommerceCatalogue } from './commerce-fixture';

const catalogue = new CatalogueIndex(buildCommerceCatalogue());
const entry = (id: string) => catalogue.variant(id)!;
const stock: Record<string, number> = {
  '101': 10,
  '102': 10,
  '103': 0,
  '104': 10,
  '201': 1,
  '301': 10,
  '302': 0,
  '401': 10,
  '901': 1000,
  '902': 1000,
};
const lookup = (id: string) => (catalogue.variant(id) ? { entry: entry(id), stockQuantity: stock[id] ?? 0 } : undefined);

describe('stock rules', () => {
  it('derives availability from the stock level', () => {
    expect(availabilityOf(entry('101'), 10)).toBe('in_stock');
    expect(availabilityOf(entry('101'), 3)).toBe('low_stock');
    expect(availabilityOf(entry('101'), 0)).toBe('sold_out');
    expect(availabilityOf(entry('302'), 0)).toBe('preorder');
  });

  it('allows stock plus the brand stock credit, and nothing when ordering is not allowed', () => {
    expect(orderableQuantity(entry('101'), 10)).toBe(10);
    expect(orderableQuantity(entry('201'), 1)).toBe(3);
    expect(orderableQuantity(entry('104'), 10)).toBe(0);
  });

  it('counts bundle slot variants once per unit of their line', () => {
    const demand = demandByVariant([
      { variantId: '102', quantity: 2, bundle: { stone: '301' } },
      { variantId: '301', quantity: 1, bundle: {} },
    ]);
    expect(Object.fromEntries(demand)).toEqual({ '102': 2, '301': 3 });
  });

  it('finds shortages only where demand grew', () => {
    const shortage = findShortages(new Map(), new Map([['201', 4]]), lookup);
    expect(shortage).toEqual([{ variantId: '201', requested: 4, orderable: 3, allowOrdering: true }]);
    expect(findShortages(new Map([['103', 5]]), new Map([['103', 2]]), lookup)).toEqual([]);
    expect(findShortages(new Map(), new Map([['104', 1]]), lookup)[0]).toMatchObject({ allowOrdering: false, orderable: 0 });
  });
});

describe('related products', () => {
  const options = {
    catalogue,
    channel: catalogue.resolveChannel('Glans Sverige')!,
    stockQuantity: (id: string) => stock[id] ?? 0,
    limit: 8,
  };

  it('suggests in-stock families of the same brand or type, not in the basket, best match first', () => {
    const related = relatedProducts([entry('101')], options);
    expect(related.map((product) => product.variantId)).toEqual(['201', '301']);
    expect(related[0]).toMatchObject({ brand: 'Kredit', price: 500, url: '/ringar/familj-f2/?variantId=201' });
  });

  it('never suggests gift cards or gift wrapping, and nothing for an empty basket', () => {
    expect(relatedProducts([entry('301')], options).map((product) => product.variantId)).toEqual(['101', '401']);
    expect(relatedProducts([], options)).toEqual([]);
  });

  it('respects the limit', () => {
    expect(relatedProducts([entry('101')], { ...options, limit: 1 })).toHaveLength(1);
  });
});
