import { describe, expect, it } from 'vitest';
import type { Catalogue, MediaAsset, ProductFamily, ProductVariant } from '../../services/seed/catalogue-types';
import { buildRecords, effectivePriceChannelIds } from '../../services/search/build-records';

/** From catalogue to search records: one card per family colour, sizes gathered, prices of the right channel. */

function variant(id: string, overrides: Partial<ProductVariant> = {}): ProductVariant {
  return {
    id,
    sku: `SKU-${id}`,
    ean: '7350000000000',
    name: `Variant ${id}`,
    sizes: [],
    colourIds: ['gold'],
    materialIds: ['silver925'],
    mediaIds: [`media-${id}`],
    pricing: [
      { salesChannelId: 'nordic', salesChannelName: 'Glans Norden', price: 1000, priceDiscounted: 1000, percentDiscount: 0 },
      { salesChannelId: 'se', salesChannelName: 'Glans Sverige', price: 9999, priceDiscounted: 9999, percentDiscount: 0 },
    ],
    stockQuantity: 3,
    availability: 'in_stock',
    allowOrdering: true,
    isGiftCard: false,
    isGiftWrapping: false,
    createdAt: '2025-05-01T10:00:00.000Z',
    ...overrides,
  };
}

function family(id: string, variants: ProductVariant[], overrides: Partial<ProductFamily> = {}): ProductFamily {
  return {
    id,
    slug: `familj-${id}`,
    name: `Ring Stella ${id}`,
    brandId: 'brand-1',
    categoryId: 'cat-rings',
    productTypeId: 'type-ring',
    productSubtypeId: null,
    soldAsSingle: false,
    isOpen: true,
    description: 'En ring i silver.',
    mediaIds: [],
    seo: { title: '', description: '', imageId: null },
    createdAt: '2025-04-01T10:00:00.000Z',
    variants,
    ...overrides,
  };
}

function category(id: string, slug: string, parentId: string | null) {
  return {
    id,
    slug,
    title: slug,
    header: slug,
    navigationTitle: slug,
    parentId,
    brandId: null,
    productTypeId: null,
    heroMediaId: '',
    sliderMediaIds: [],
    teaser: '',
    content: { value: { schema: 'dast' as const, document: { type: 'root' as const, children: [] } }, blocks: [], links: [] },
    specializedProductSearch: false,
    newProductsOnly: false,
    position: 0,
    createdAt: '2024-01-01T00:00:00.000Z',
    seo: { title: '', description: '', imageId: null },
  };
}

function catalogue(families: ProductFamily[]): Catalogue {
  return {
    version: 1,
    seed: 1,
    referenceDate: '2025-06-01',
    locale: 'sv_SE',
    salesChannels: [
      { id: 'nordic', name: 'Glans Norden', parentId: null },
      { id: 'se', name: 'Glans Sverige', parentId: 'nordic' },
    ],
    brands: [
      {
        id: 'brand-1',
        slug: 'nordljus',
        name: 'Nordljus',
        stockCredit: 0,
        description: '',
        logoMediaId: '',
        mediaIds: [],
        categoryId: 'cat-brand-1',
      },
    ],
    productTypes: [{ id: 'type-ring', name: 'Ringar', alias: 'ring' }],
    productSubtypes: [],
    colours: [
      { id: 'gold', name: 'guld', nameEn: 'gold', hex: '#d4af37' },
      { id: 'silver', name: 'silver', nameEn: 'silver', hex: '#c0c0c0' },
    ],
    materials: [{ id: 'silver925', name: 'sterlingsilver', nameEn: 'sterling silver' }],
    categories: [
      category('cat-jewellery', 'smycken', null),
      category('cat-rings', 'ringar', 'cat-jewellery'),
      category('cat-brands', 'varumarken', null),
      category('cat-brand-1', 'nordljus', 'cat-brands'),
    ],
    families,
    articles: { blog: [], faq: [], termsOfBusiness: [] },
    pages: {} as Catalogue['pages'],
    global: {
      dictionary: {},
      header: { menu: [] },
      footer: { columns: [], social: [], customerServiceText: '', contactText: '' },
      salesChannelConfig: { salesChannelName: 'Glans Sverige', salesChannelId: 'se' },
      shippingConfig: { shippingFee: 49, freeShippingFrom: 500 },
    },
    media: [
      {
        id: 'media-v2',
        path: '/media/demo/ring.webp',
        width: 800,
        height: 800,
        alt: 'Ring',
        title: 'Ring',
        base64: '',
        bgColor: '#f4efe7',
        kind: 'product',
        mimeType: 'image/webp',
      } as unknown as MediaAsset,
    ],
    coupons: [],
  };
}

describe('search records', () => {
  it('makes one record of variants that differ only by size, with every size', () => {
    const records = buildRecords(
      catalogue([
        family('f1', [
          variant('v1', {
            sizes: [{ kind: 'ringSize', value: '16 mm' }],
            availability: 'sold_out',
            pricing: [{ salesChannelId: 'nordic', salesChannelName: 'Glans Norden', price: 900, priceDiscounted: 900, percentDiscount: 0 }],
          }),
          variant('v2', { sizes: [{ kind: 'ringSize', value: '17 mm' }] }),
          variant('v3', {
            sizes: [{ kind: 'ringSize', value: '18 mm' }],
            pricing: [
              { salesChannelId: 'nordic', salesChannelName: 'Glans Norden', price: 1200, priceDiscounted: 960, percentDiscount: 20 },
            ],
          }),
        ]),
      ]),
    );
    expect(records).toHaveLength(1);
    const record = records[0];
    expect(record).toMatchObject({
      objectID: 'f1',
      familyId: 'f1',
      sizes: ['16 mm', '17 mm', '18 mm'],
      variantIds: ['v1', 'v2', 'v3'],
      // the cheapest orderable variant represents the card (the sold-out 900 kr one does not)
      variantId: 'v3',
      price: 960,
      originalPrice: 1200,
      percentDiscount: 20,
      availability: 'in_stock',
      url: '/ringar/familj-f1/?variantId=v3',
      brand: 'Nordljus',
      productType: 'Ringar',
      productTypeAlias: 'ring',
      colour: ['guld'],
      material: ['sterlingsilver'],
    });
    expect(record).not.toHaveProperty('isNew');
  });

  it('makes one record per colour of a family sold in several colours', () => {
    const records = buildRecords(
      catalogue([family('f2', [variant('v1'), variant('v2', { colourIds: ['silver'] }), variant('v3', { colourIds: ['silver'] })])]),
    );
    expect(records.map((record) => record.objectID)).toEqual(['f2-gold', 'f2-silver']);
    expect(records.map((record) => record.colour)).toEqual([['guld'], ['silver']]);
    expect(records[1]?.variantIds).toEqual(['v2', 'v3']);
    expect(records[1]?.image).toEqual({ path: '/media/demo/ring.webp', width: 800, height: 800, alt: 'Ring' });
  });

  it('prices in the parent of the Swedish store channel', () => {
    expect(effectivePriceChannelIds(catalogue([]))).toEqual(['nordic', 'se']);
    const [record] = buildRecords(catalogue([family('f3', [variant('v1')])]));
    expect(record?.price).toBe(1000);
  });

  it('lists the category with its ancestors and the brand category for category pages', () => {
    const [record] = buildRecords(catalogue([family('f4', [variant('v1')])]));
    expect(record?.categoryIds).toEqual(['cat-rings', 'cat-jewellery', 'cat-brand-1', 'cat-brands']);
    expect(record?.categorySlugs).toEqual(['ringar', 'smycken', 'nordljus', 'varumarken']);
  });

  it('leaves gift wrapping out and stamps creation time in seconds', () => {
    const records = buildRecords(
      catalogue([
        family('f5', [variant('wrap', { isGiftWrapping: true })]),
        family('f6', [variant('v1', { createdAt: '2025-05-20T00:00:00.000Z' })]),
      ]),
    );
    expect(records.map((record) => record.familyId)).toEqual(['f6']);
    expect(records[0]?.createdAt).toBe('2025-05-20T00:00:00.000Z');
    expect(records[0]?.createdAtTimestamp).toBe(Date.parse('2025-05-20T00:00:00.000Z') / 1000);
  });
});
