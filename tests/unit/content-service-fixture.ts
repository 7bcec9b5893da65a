import type {
  Article,
  Catalogue,
  Category,
  MediaAsset,
  ProductFamily,
  SpecialPage,
  SpecialPageKey,
  StructuredTextValue,
} from '../../services/seed/catalogue-types';

/**
 * A tiny catalogue for the content service's unit tests (the integration tests use the real generated
 * one). Ids are numeric strings as in the real catalogue.
 */

function media(id: string, kind: MediaAsset['kind']): MediaAsset {
  return {
    id,
    path: `/media/demo/${kind}-${id}.webp`,
    width: 1200,
    height: 800,
    alt: `Bild ${id}`,
    title: `Titel ${id}`,
    base64: 'data:image/webp;base64,AAAA',
    bgColor: '#e8dcc8',
    focalPoint: kind === 'product' ? null : { x: 0.7, y: 0.5 },
    kind,
    mimeType: 'image/webp',
    render: { kind: 'scene', motif: kind, palette: 0 },
  };
}

function text(paragraph: string, linkId?: string): StructuredTextValue {
  const children: { type: string; [key: string]: unknown }[] = [{ type: 'paragraph', children: [{ type: 'span', value: paragraph }] }];
  if (linkId)
    children.push(
      { type: 'block', item: '9001' },
      { type: 'paragraph', children: [{ type: 'itemLink', item: linkId, children: [{ type: 'span', value: 'Läs mer' }] }] },
    );
  return {
    value: { schema: 'dast', document: { type: 'root', children } },
    blocks: linkId ? [{ id: '9001', __typename: 'ImageGalleryBlockRecord', title: 'Galleri', mediaIds: ['501', '502'] }] : [],
    links: linkId ? [{ id: linkId, __typename: 'ProductCategoryRecord' }] : [],
  };
}

const seo = (title: string) => ({ title, description: `Om ${title}`, imageId: '501' });

function category(id: string, slug: string, parentId: string | null, position: number, extra: Partial<Category> = {}): Category {
  return {
    id,
    slug,
    title: slug,
    header: slug,
    navigationTitle: slug,
    parentId,
    brandId: null,
    productTypeId: null,
    heroMediaId: '501',
    sliderMediaIds: ['502'],
    teaser: `Teaser ${slug}`,
    content: text(`Om ${slug}`),
    specializedProductSearch: false,
    newProductsOnly: false,
    position,
    createdAt: '2025-01-01T00:00:00.000Z',
    seo: seo(slug),
    ...extra,
  };
}

function family(id: string, slug: string, brandId: string, categoryId: string, productTypeId: string, variantIds: string[]): ProductFamily {
  return {
    id,
    slug,
    name: `Familj ${slug}`,
    brandId,
    categoryId,
    productTypeId,
    productSubtypeId: null,
    soldAsSingle: true,
    isOpen: false,
    description: 'Fin.',
    mediaIds: ['503'],
    seo: seo(slug),
    createdAt: `2025-02-0${variantIds.length}T00:00:00.000Z`,
    variants: variantIds.map((variantId, index) => ({
      id: variantId,
      sku: `SKU-${variantId}`,
      ean: '7350000000000',
      name: `Variant ${variantId}`,
      sizes: [{ kind: 'ringSize', value: `${16 + index} mm` }],
      colourIds: ['301'],
      materialIds: ['401'],
      mediaIds: ['503'],
      pricing: [{ salesChannelId: '2', salesChannelName: 'Glans Sverige', price: 499, priceDiscounted: 399, percentDiscount: 20 }],
      stockQuantity: 3,
      availability: 'in_stock',
      allowOrdering: true,
      isGiftCard: false,
      isGiftWrapping: false,
      createdAt: '2025-02-01T00:00:00.000Z',
    })),
  };
}

function article(id: string, slug: string, publishDate: string | null, linkId?: string): Article {
  return {
    id,
    slug,
    header: `Rubrik ${slug}`,
    publishDate,
    headerImageId: '504',
    excerpt: 'Utdrag',
    content: text('Brödtext', linkId),
    createdAt: '2025-03-01T00:00:00.000Z',
    publishedAt: '2025-03-02T00:00:00.000Z',
    seo: seo(slug),
  };
}

const PAGE_SLUGS: Record<SpecialPageKey, string> = {
  frontPage: '',
  about: 'om-oss',
  contact: 'kontakt',
  blog: 'blogg',
  faq: 'vanliga-fragor',
  termsOfBusiness: 'kopvillkor',
  cart: 'varukorg',
  checkout: 'kassa',
  giftWrapping: 'presentinslagning',
  checkoutCompleted: 'orderbekraftelse',
  allBrands: 'varumarken',
};

export function fixtureCatalogue(): Catalogue {
  const pages = Object.fromEntries(
    Object.entries(PAGE_SLUGS).map(([key, slug], index): [string, SpecialPage] => [
      key,
      {
        id: String(800 + index),
        slug,
        title: `Sida ${key}`,
        header: `Rubrik ${key}`,
        intro: 'Intro',
        heroMediaId: '501',
        content: text(`Sidan ${key}`),
        seo: seo(key),
      },
    ]),
  ) as Record<SpecialPageKey, SpecialPage>;
  return {
    version: 1,
    seed: 1,
    referenceDate: '2025-06-01',
    locale: 'sv_SE',
    salesChannels: [
      { id: '1', name: 'Glans Norden', parentId: null },
      { id: '2', name: 'Glans Sverige', parentId: '1' },
    ],
    brands: [
      {
        id: '11',
        slug: 'aurora',
        name: 'Aurora',
        stockCredit: 0,
        description: 'Aurora gör ringar.',
        logoMediaId: '505',
        mediaIds: ['505'],
        categoryId: '112',
      },
      {
        id: '12',
        slug: 'borealis',
        name: 'Borealis',
        stockCredit: 5,
        description: 'Borealis gör halsband.',
        logoMediaId: '505',
        mediaIds: [],
        categoryId: '113',
      },
    ],
    productTypes: [
      { id: '21', name: 'Ringar', alias: 'ring' },
      { id: '22', name: 'Halsband', alias: 'halsband' },
    ],
    productSubtypes: [{ id: '31', name: 'Förlovningsring', productTypeId: '21' }],
    colours: [{ id: '301', name: 'guld', nameEn: 'gold', hex: '#d4af37' }],
    materials: [{ id: '401', name: 'sterlingsilver', nameEn: 'sterling silver' }],
    categories: [
      category('101', 'smycken', null, 1),
      category('102', 'ringar', '101', 1, { productTypeId: '21' }),
      category('103', 'halsband', '101', 2, { productTypeId: '22' }),
      category('111', 'varumarken-kategori', null, 2),
      category('112', 'aurora', '111', 1, { brandId: '11' }),
      category('113', 'borealis', '111', 2, { brandId: '12', specializedProductSearch: true }),
    ],
    families: [
      family('201', 'solring', '11', '102', '21', ['2011', '2012']),
      family('202', 'manring', '11', '102', '21', ['2021']),
      family('203', 'stjarnhalsband', '12', '103', '22', ['2031', '2032', '2033']),
    ],
    articles: {
      blog: [article('601', 'hosten', '2025-05-01', '102'), article('602', 'varen', '2025-04-01')],
      faq: [article('701', 'leverans', null), article('702', 'retur', null)],
      termsOfBusiness: [article('751', 'villkor', null)],
    },
    pages,
    global: {
      dictionary: { addToBasket: 'Lägg i varukorgen' },
      header: {
        menu: [
          {
            label: 'Produkter',
            type: 'products',
            groups: [
              {
                title: 'Smycken',
                links: [
                  { label: 'Ringar', link: { slug: 'ringar', modelApiKey: 'product_category', parentSlug: 'smycken', variantId: null } },
                ],
              },
            ],
          },
          {
            label: 'Varumärken',
            type: 'brands',
            groups: [
              {
                title: 'Alla',
                links: [{ label: 'Om oss', link: { slug: 'om-oss', modelApiKey: 'about_page', parentSlug: null, variantId: null } }],
              },
            ],
          },
        ],
      },
      footer: {
        columns: [
          {
            title: 'Hjälp',
            links: [
              { label: 'Leverans', link: { slug: 'leverans', modelApiKey: 'faq_article', parentSlug: 'vanliga-fragor', variantId: null } },
            ],
          },
        ],
        social: [{ network: 'instagram', url: 'https://instagram.com/glans' }],
        customerServiceText: 'Kundservice',
        contactText: 'Kontakt',
      },
      salesChannelConfig: { salesChannelName: 'Glans Sverige', salesChannelId: '2' },
      shippingConfig: { shippingFee: 49, freeShippingFrom: 500 },
    },
    media: [media('501', 'page'), media('502', 'category'), media('503', 'product'), media('504', 'article'), media('505', 'brand')],
    coupons: [],
  };
}
