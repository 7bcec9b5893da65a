import type { Catalogue, ProductFamily, ProductVariant, StructuredTextValue } from '@/services/seed/catalogue-types';

/**
 * A tiny demo catalogue for the commerce unit tests: a sales channel with a parent, two brands (one with
 * stock credit), two product types, and variants covering every rule (discounted, sold out, not orderable,
 * gift card, gift wrapping, preorder), plus two coupons.
 */

const emptyContent: StructuredTextValue = { value: { schema: 'dast', document: { type: 'root', children: [] } }, blocks: [], links: [] };
const seo = { title: '', description: '', imageId: null };

function variant(id: string, overrides: Partial<ProductVariant> = {}, price = 1000, discounted = price): ProductVariant {
  return {
    id,
    sku: `SKU-${id}`,
    ean: '0000000000000',
    name: `Variant ${id}`,
    sizes: [{ kind: 'ringSize', value: '17 mm' }],
    colourIds: [],
    materialIds: [],
    mediaIds: [`m-${id}`],
    pricing: [
      {
        salesChannelId: 'ch-nordic',
        salesChannelName: 'Glans Norden',
        price,
        priceDiscounted: discounted,
        percentDiscount: Math.round((1 - discounted / price) * 100),
      },
      { salesChannelId: 'ch-other', salesChannelName: 'Glans Annat', price: price * 2, priceDiscounted: price * 2, percentDiscount: 0 },
    ],
    stockQuantity: 10,
    availability: 'in_stock',
    allowOrdering: true,
    isGiftCard: false,
    isGiftWrapping: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function family(
  id: string,
  brandId: string,
  productTypeId: string,
  variants: ProductVariant[],
  createdAt = '2026-01-01T00:00:00.000Z',
): ProductFamily {
  return {
    id,
    slug: `familj-${id}`,
    name: `Familj ${id}`,
    brandId,
    categoryId: productTypeId === 'pt-ring' ? 'cat-ringar' : 'cat-halsband',
    productTypeId,
    productSubtypeId: null,
    soldAsSingle: true,
    isOpen: false,
    description: '',
    mediaIds: [],
    seo,
    createdAt,
    variants,
  };
}

export function buildCommerceCatalogue(): Catalogue {
  const families = [
    family('f1', 'b-aurora', 'pt-ring', [
      variant('101', {}, 1000),
      variant('102', {}, 2000, 1500),
      variant('103', { stockQuantity: 0, availability: 'sold_out' }),
      variant('104', { allowOrdering: false }),
    ]),
    family('f2', 'b-credit', 'pt-ring', [variant('201', { stockQuantity: 1, availability: 'low_stock' }, 500)], '2026-03-01T00:00:00.000Z'),
    family(
      'f3',
      'b-aurora',
      'pt-necklace',
      [variant('301', {}, 800), variant('302', { stockQuantity: 0, availability: 'preorder' })],
      '2026-02-01T00:00:00.000Z',
    ),
    family('f4', 'b-credit', 'pt-necklace', [variant('401', {}, 300)]),
    family('gc', 'b-aurora', 'pt-necklace', [variant('901', { isGiftCard: true, stockQuantity: 1000 }, 0)]),
    family('gw', 'b-aurora', 'pt-necklace', [variant('902', { isGiftWrapping: true, stockQuantity: 1000 }, 49)]),
  ];
  // The ring family is sold as a bundle: slot `stone` takes variant 301.
  families[0]!.bundleSlots = [{ name: 'stone', title: 'Sten', variantIds: ['301'] }];
  return {
    version: 1,
    seed: 1,
    referenceDate: '2026-06-01',
    locale: 'sv_SE',
    salesChannels: [
      { id: 'ch-nordic', name: 'Glans Norden', parentId: null },
      { id: 'ch-se', name: 'Glans Sverige', parentId: 'ch-nordic' },
      { id: 'ch-other', name: 'Glans Annat', parentId: null },
    ],
    brands: [
      {
        id: 'b-aurora',
        slug: 'aurora',
        name: 'Aurora',
        stockCredit: 0,
        description: '',
        logoMediaId: '',
        mediaIds: [],
        categoryId: 'cat-aurora',
      },
      {
        id: 'b-credit',
        slug: 'kredit',
        name: 'Kredit',
        stockCredit: 2,
        description: '',
        logoMediaId: '',
        mediaIds: [],
        categoryId: 'cat-kredit',
      },
    ],
    productTypes: [
      { id: 'pt-ring', name: 'Ring', alias: 'ring' },
      { id: 'pt-necklace', name: 'Halsband', alias: 'halsband' },
    ],
    productSubtypes: [],
    colours: [],
    materials: [],
    categories: ['ringar', 'halsband'].map((slug, position) => ({
      id: `cat-${slug}`,
      slug,
      title: slug,
      header: slug,
      navigationTitle: slug,
      parentId: null,
      brandId: null,
      productTypeId: slug === 'ringar' ? 'pt-ring' : 'pt-necklace',
      heroMediaId: '',
      sliderMediaIds: [],
      teaser: '',
      content: emptyContent,
      specializedProductSearch: false,
      newProductsOnly: false,
      position,
      createdAt: '2026-01-01T00:00:00.000Z',
      seo,
    })),
    families,
    articles: { blog: [], faq: [], termsOfBusiness: [] },
    pages: {
      checkoutCompleted: {
        id: 'p1',
        slug: 'orderbekraftelse',
        title: '',
        header: '',
        intro: '',
        heroMediaId: null,
        content: emptyContent,
        seo,
      },
      termsOfBusiness: {
        id: 'p2',
        slug: 'kopvillkor',
        title: '',
        header: '',
        intro: '',
        heroMediaId: null,
        content: emptyContent,
        seo,
      },
    } as Catalogue['pages'],
    global: {
      dictionary: {},
      header: { menu: [] },
      footer: { columns: [], social: [], customerServiceText: '', contactText: '' },
      salesChannelConfig: { salesChannelName: 'Glans Sverige', salesChannelId: 'ch-se' },
      shippingConfig: { shippingFee: 49, freeShippingFrom: 500 },
    },
    media: families
      .flatMap((entry) => entry.variants)
      .map((entry) => ({
        id: `m-${entry.id}`,
        path: `/media/demo/${entry.id}.webp`,
        width: 800,
        height: 800,
        alt: entry.name,
        title: entry.name,
        base64: '',
        bgColor: '#f4efe7',
        focalPoint: null,
        kind: 'product' as const,
        mimeType: 'image/webp' as const,
        render: { kind: 'product' as const, productType: 'ring', colour: 'gold', stone: null, style: 0, angle: 0 },
      })),
    coupons: [
      { code: 'GLANS10', kind: 'percent', value: 10, minimumTotal: 0, description: '10 % rabatt' },
      { code: 'HUNDRA', kind: 'fixed', value: 100, minimumTotal: 500, description: '100 kr rabatt' },
    ],
  };
}
