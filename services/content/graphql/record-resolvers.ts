import type { ProductVariant, SpecialPage } from '../../seed/catalogue-types';
import { queryCollection, type CollectionArgs } from '../query/collection-query';
import { allLocalesFieldName } from '../schema/emit-schema';
import { MODELS, SPECIAL_PAGES } from '../schema/model-definitions';
import type { AnyVersion, ModelApiKey, RecordVersion } from '../store/record-types';
import type { RecordResolvers, ResolverMap } from './resolver-types';
import type { RequestContext } from './request-context';
import { seoMetaTags } from './seo-meta-tags';
import { seoFieldValue, seoSourceOf } from './seo-sources';

/**
 * No scheduled (un)publishing locally: null. `_editingUrl` is null here and answered for records with
 * `X-Base-Editing-Url` by content-link.ts; a block has no editing URL of its own.
 */
const unscheduled = {
  _editingUrl: () => null,
  _publicationScheduledAt: () => null,
  _unpublishingScheduledAt: () => null,
};

/**
 * Field resolvers of the record types backed by the catalogue. The source of a record type is a
 * RecordVersion; fields not listed here read the same-named property of the version's fields.
 */

/** DatoCMS meta fields (RecordInterface and `_locales`) of the records of models. */
export const metaResolvers: RecordResolvers<ModelApiKey> = {
  ...unscheduled,
  _locales: () => ['sv_SE'],
  id: (v) => v.id,
  _modelApiKey: (v) => v.modelApiKey,
  _createdAt: (v) => v.createdAt,
  _updatedAt: (v) => v.updatedAt,
  _publishedAt: (v) => v.publishedAt,
  _firstPublishedAt: (v) => v.firstPublishedAt,
  _status: (v) => v.status,
  _isValid: () => true,
  _seoMetaTags: (v, _args, context) =>
    seoMetaTags(seoSourceOf(v as AnyVersion, context), {
      siteName: context.site.name,
      titleSuffix: context.site.titleSuffix,
      locale: 'sv_SE',
      assetOrigin: context.site.assetOrigin,
    }),
};

/** A block's source: its own fields and the record it is part of (`_host`), whose meta data it shares. */
interface BlockSource {
  id: string;
  _modelApiKey: string;
  _host?: AnyVersion;
}

/**
 * RecordInterface on blocks: a block is saved, published and versioned with the record it is part of, so
 * it answers that record's dates and status. Blocks carry no SEO of their own (no meta tags).
 */
export const blockMetaResolvers = {
  ...unscheduled,
  id: (b: BlockSource) => b.id,
  _modelApiKey: (b: BlockSource) => b._modelApiKey,
  _createdAt: (b: BlockSource, _a: unknown, c: RequestContext) => b._host?.createdAt ?? c.site.uploadsDate,
  _updatedAt: (b: BlockSource, _a: unknown, c: RequestContext) => b._host?.updatedAt ?? c.site.uploadsDate,
  _publishedAt: (b: BlockSource) => b._host?.publishedAt ?? null,
  _firstPublishedAt: (b: BlockSource) => b._host?.firstPublishedAt ?? null,
  _status: (b: BlockSource) => b._host?.status ?? 'published',
  _isValid: () => true,
  _seoMetaTags: () => [],
};

function sizeBlocks(variant: RecordVersion<'product_variant'>) {
  return variant.fields.sizes.map((size, index) => ({
    __typename: 'SizeRecord',
    _host: variant,
    id: `${variant.id}-size-${index + 1}`,
    _modelApiKey: 'size',
    kind: size.kind,
    value: size.value,
  }));
}

interface PricingSource {
  __typename: 'PricingRecord';
  _host: AnyVersion;
  id: string;
  _modelApiKey: 'pricing';
  salesChannelId: string;
  price: number;
  priceDiscounted: number;
  percentDiscount: number;
}

function pricingBlocks(variant: RecordVersion<'product_variant'>): PricingSource[] {
  return (variant.fields as ProductVariant).pricing.map((pricing, index) => ({
    __typename: 'PricingRecord',
    _host: variant as AnyVersion,
    id: `${variant.id}-pricing-${index + 1}`,
    _modelApiKey: 'pricing',
    salesChannelId: pricing.salesChannelId,
    price: pricing.price,
    priceDiscounted: pricing.priceDiscounted,
    percentDiscount: pricing.percentDiscount,
  }));
}

const category: RecordResolvers<'product_category'> = {
  parent: (v, _a, c) => c.link(v.fields.parentId, 'product_category'),
  children: (v, _a, c) => {
    c.tags.model('product_category');
    return c.store
      .list('product_category', c.mode)
      .filter((child) => child.fields.parentId === v.id)
      .map((child) => c.seen(child));
  },
  brand: (v, _a, c) => c.link(v.fields.brandId, 'brand'),
  productType: (v, _a, c) => c.link(v.fields.productTypeId, 'product_type'),
  heroImage: (v, _a, c) => c.asset(v.fields.heroMediaId),
  slider: (v, _a, c) => c.assets(v.fields.sliderMediaIds),
  seo: (v, _a, c) => seoFieldValue(v.fields.seo, c),
};

const brand: RecordResolvers<'brand'> = {
  logo: (v, _a, c) => c.asset(v.fields.logoMediaId),
  media: (v, _a, c) => c.assets(v.fields.mediaIds),
  category: (v, _a, c) => c.link(v.fields.categoryId, 'product_category'),
};

const family: RecordResolvers<'product_family'> = {
  brand: (v, _a, c) => c.link(v.fields.brandId, 'brand'),
  category: (v, _a, c) => c.link(v.fields.categoryId, 'product_category'),
  productType: (v, _a, c) => c.link(v.fields.productTypeId, 'product_type'),
  productSubtype: (v, _a, c) => c.link(v.fields.productSubtypeId, 'product_subtype'),
  media: (v, _a, c) => c.assets(v.fields.mediaIds),
  variants: (v, _a, c) => c.links(v.fields.variantIds, 'product_variant'),
  seo: (v, _a, c) => seoFieldValue(v.fields.seo, c),
};

const variant: RecordResolvers<'product_variant'> = {
  sizes: (v) => sizeBlocks(v),
  colours: (v, _a, c) => c.links(v.fields.colourIds, 'colour'),
  materials: (v, _a, c) => c.links(v.fields.materialIds, 'material'),
  media: (v, _a, c) => c.assets(v.fields.mediaIds),
  pricing: (v) => pricingBlocks(v),
  _allReferencingProductFamilies: (v, args, c) => {
    const own = args as CollectionArgs;
    const filter = { AND: [own.filter ?? {}, { variants: { anyIn: [v.id] } }] };
    c.tags.model('product_family');
    return queryCollection(c.store, 'product_family', c.mode, { ...own, filter }).map((found) => c.seen(found));
  },
};

const productType: RecordResolvers<'product_type'> = {
  sizeGuide: (v, _a, c) => c.link(v.fields.sizeGuideArticleId, 'blog_article'),
};

const subtype: RecordResolvers<'product_subtype'> = {
  productType: (v, _a, c) => c.link(v.fields.productTypeId, 'product_type'),
};

const salesChannel: RecordResolvers<'sales_channel'> = {
  parent: (v, _a, c) => c.link(v.fields.parentId, 'sales_channel'),
};

const article: RecordResolvers<'blog_article'> = {
  headerImage: (v, _a, c) => c.asset(v.fields.headerImageId),
  seo: (v, _a, c) => seoFieldValue(v.fields.seo, c),
};

const specialPage: RecordResolvers<'front_page'> = {
  heroImage: (v, _a, c) => c.asset((v.fields as SpecialPage).heroMediaId),
  seo: (v, _a, c) => seoFieldValue((v.fields as SpecialPage).seo, c),
};

const pricing = {
  salesChannel: (source: PricingSource, _args: unknown, context: RequestContext) => context.link(source.salesChannelId, 'sales_channel'),
};

export function recordResolvers(): ResolverMap {
  const map: ResolverMap = {
    ProductCategoryRecord: category,
    BrandRecord: brand,
    ProductFamilyRecord: family,
    ProductVariantRecord: variant,
    ProductTypeRecord: productType,
    ProductSubtypeRecord: subtype,
    SalesChannelRecord: salesChannel,
    BlogArticleRecord: article,
    FaqArticleRecord: article,
    TermsOfBusinessArticleRecord: article,
    PricingRecord: pricing,
  };
  for (const page of SPECIAL_PAGES) map[`${page.name}Record`] = specialPage;
  for (const model of MODELS) {
    const type = `${model.name}Record`;
    map[type] = { ...(model.kind === 'block' ? blockMetaResolvers : metaResolvers), ...map[type] };
    for (const field of model.fields) {
      if (!field.localized) continue;
      // One locale (sv_SE): every locale and fallback asked for reads the one value.
      map[type][field.name] ??= (v: AnyVersion) => (v.fields as Record<string, unknown>)[field.name] ?? null;
      map[type][allLocalesFieldName(field.name)] = (v: AnyVersion) => [
        { locale: 'sv_SE', value: (v.fields as Record<string, unknown>)[field.name] ?? null },
      ];
    }
  }
  return map;
}
