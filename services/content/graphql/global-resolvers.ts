import type { MenuGroup, MenuLink } from '../../seed/catalogue-types';
import { SPECIAL_PAGES } from '../schema/model-definitions';
import type { AnyVersion, ModelApiKey, RecordVersion } from '../store/record-types';
import type { RequestContext } from './request-context';
import type { RecordResolvers, ResolverMap } from './resolver-types';
import { seoFieldValue } from './seo-sources';

/**
 * The global configuration singleton and its blocks (header menus, footer, sales channel config, the
 * special-page slug map), and `_site`.
 *
 * Menu links in the catalogue name their target by model and slug; here they become real links to the
 * target record (`MenuLinkRecord.link`, a union of every record with a URL), as a DatoCMS link field
 * would, so the storefront reads `slug`, `_modelApiKey` and `parent { slug }` / `category { slug }` from it.
 */

type Global = RecordVersion<'global_configuration'>;

const SLUGGED_COLLECTIONS: ModelApiKey[] = [
  'product_category',
  'brand',
  'product_family',
  'blog_article',
  'faq_article',
  'terms_of_business_article',
];

interface MenuLinkSource {
  __typename: 'MenuLinkRecord';
  id: string;
  _host: AnyVersion;
  _modelApiKey: 'menu_link';
  label: string;
  variantId: string | null;
  target: MenuLink['link'];
}

/** The slug a link to this record is nested under: a category's parent, a family's category. */
function parentSlugOf(version: AnyVersion, context: RequestContext): string | null {
  const parentId =
    version.modelApiKey === 'product_category'
      ? version.fields.parentId
      : version.modelApiKey === 'product_family'
        ? version.fields.categoryId
        : null;
  const parent = parentId ? context.store.versionOf('product_category', parentId, context.mode) : undefined;
  return parent?.fields.slug ?? null;
}

/** The record a catalogue content link points at, in the request's mode, or null. */
export function resolveContentLink(target: MenuLink['link'], context: RequestContext): AnyVersion | null {
  const model = target.modelApiKey;
  if ((SLUGGED_COLLECTIONS as string[]).includes(model)) {
    const candidates = context.store.allBySlug(model as ModelApiKey, target.slug, context.mode) as readonly AnyVersion[];
    const found = candidates.find((candidate) => parentSlugOf(candidate, context) === target.parentSlug) ?? candidates[0];
    return found ? (context.seen(found) as AnyVersion) : null;
  }
  const page =
    SPECIAL_PAGES.find((candidate) => candidate.apiKey === model || candidate.key === model) ??
    SPECIAL_PAGES.find((candidate) => context.store.singleton(candidate.apiKey, context.mode)?.fields.slug === target.slug);
  if (page) return context.singleton(page.apiKey) as AnyVersion | null;
  for (const collection of SLUGGED_COLLECTIONS) {
    const found = context.store.bySlug(collection, target.slug, context.mode);
    if (found) return context.seen(found) as AnyVersion;
  }
  return null;
}

function groupSources(groups: MenuGroup[], prefix: string, host: AnyVersion) {
  return groups.map((group, index) => {
    const id = `${prefix}-group-${index + 1}`;
    return {
      __typename: 'MenuGroupRecord',
      id,
      _host: host,
      _modelApiKey: 'menu_group',
      title: group.title,
      links: group.links.map((link, linkIndex): MenuLinkSource => ({
        __typename: 'MenuLinkRecord',
        id: `${id}-link-${linkIndex + 1}`,
        _host: host,
        _modelApiKey: 'menu_link',
        label: link.label,
        variantId: link.link.variantId,
        target: link.link,
      })),
    };
  });
}

const globalConfiguration: RecordResolvers<'global_configuration'> = {
  dictionary: (v) => v.fields.dictionary,
  header: (v: Global) => ({
    __typename: 'HeaderRecord',
    _host: v,
    id: `${v.id}-header`,
    _modelApiKey: 'header',
    menus: v.fields.header.menu.map((menu, index) => {
      const id = `${v.id}-header-menu-${index + 1}`;
      return {
        __typename: 'HeaderMenuRecord',
        _host: v,
        id,
        _modelApiKey: 'header_menu',
        label: menu.label,
        menuType: menu.type,
        groups: groupSources(menu.groups, id, v),
      };
    }),
  }),
  footer: (v: Global) => ({
    __typename: 'FooterRecord',
    _host: v,
    id: `${v.id}-footer`,
    _modelApiKey: 'footer',
    columns: groupSources(v.fields.footer.columns, `${v.id}-footer`, v),
    socialLinks: v.fields.footer.social.map((social, index) => ({
      __typename: 'SocialLinkRecord',
        _host: v,
      id: `${v.id}-social-${index + 1}`,
      _modelApiKey: 'social_link',
      network: social.network,
      url: social.url,
    })),
    customerServiceText: v.fields.footer.customerServiceText,
    contactText: v.fields.footer.contactText,
  }),
  salesChannelConfig: (v: Global) => ({
    __typename: 'SalesChannelConfigRecord',
    _host: v,
    id: `${v.id}-sales-channel-config`,
    _modelApiKey: 'sales_channel_config',
    salesChannelName: v.fields.salesChannelConfig.salesChannelName,
    salesChannelId: v.fields.salesChannelConfig.salesChannelId,
  }),
  shippingConfig: (v: Global) => ({
    __typename: 'ShippingConfigRecord',
    _host: v,
    id: `${v.id}-shipping-config`,
    _modelApiKey: 'shipping_config',
    shippingFee: v.fields.shippingConfig.shippingFee,
    freeShippingFrom: v.fields.shippingConfig.freeShippingFrom,
  }),
  blog: (_v, _a, c) => c.singleton('blog_listing_page'),
  faq: (_v, _a, c) => c.singleton('faq_listing_page'),
  termsOfBusiness: (_v, _a, c) => c.singleton('terms_of_business_listing_page'),
  specialPages: (v: Global) => ({ __typename: 'SpecialPagesRecord', _host: v, id: `${v.id}-special-pages`, _modelApiKey: 'special_pages' }),
};

const specialPagesBlock: ResolverMap[string] = {};
for (const page of SPECIAL_PAGES) {
  specialPagesBlock[page.key] = (_source: unknown, _args: unknown, context: RequestContext) => context.singleton(page.apiKey);
}

const site = {
  id: () => 'site',
  locale: () => 'sv_SE',
  locales: () => ['sv_SE'],
  noIndex: () => false,
  faviconMetaTags: () => [],
  globalSeo: (_source: unknown, _args: unknown, context: RequestContext) => {
    const global = context.singleton('global_configuration');
    const front = context.singleton('front_page');
    const facebook = global?.fields.footer.social.find((social) => social.network === 'facebook');
    return {
      siteName: context.site.name,
      titleSuffix: context.site.titleSuffix,
      twitterAccount: null,
      facebookPageUrl: facebook?.url ?? null,
      fallbackSeo: front ? seoFieldValue(front.fields.seo, context) : null,
    };
  },
};

export function globalResolvers(): ResolverMap {
  return {
    GlobalConfigurationRecord: globalConfiguration,
    MenuLinkRecord: {
      link: (source: MenuLinkSource, _args: unknown, context: RequestContext) => resolveContentLink(source.target, context),
    },
    SalesChannelConfigRecord: {
      salesChannel: (source: { salesChannelId: string }, _args: unknown, context: RequestContext) =>
        context.link(source.salesChannelId, 'sales_channel'),
    },
    SpecialPagesRecord: specialPagesBlock,
    Site: site,
  };
}
