import { cache } from 'react';
import { ContentServiceError, contentRequest } from './client';
import { mergeDictionary } from './dictionary';
import type { Dictionary } from './dictionary-defaults';
import { GlobalDataQuery, type MenuGroupFields, type SpecialSlugsFields, SpecialSlugsQuery } from './global-data-queries';
import type { ResultOf } from './graphql';
import { linkedRecordTarget } from './linked-record';
import type { ArticleSlugs } from './links';
import { isPreview } from './preview';
import type { SpecialSlugMap } from './special-pages';
import type { GlobalData, MenuGroup, ShippingTerms } from './types';

/**
 * The global configuration: dictionary, header and footer, sales channel configuration and the
 * slug map of all special pages. Without it the app cannot start (docs/shop.md, When something fails).
 */

export const GLOBAL_CONFIGURATION_ERROR = 'Failed to load global configuration';

export { GlobalDataQuery } from './global-data-queries';

type RawGlobal = NonNullable<ResultOf<typeof GlobalDataQuery>['globalConfiguration']>;
type RawGroup = ResultOf<typeof MenuGroupFields>;

const SOCIAL_NETWORKS = ['facebook', 'instagram', 'pinterest', 'tiktok'] as const;

function mapSlugs(raw: ResultOf<typeof SpecialSlugsFields> | null | undefined): SpecialSlugMap {
  const pages = raw ?? null;
  const slug = (page: { slug?: string | null } | null | undefined) => page?.slug ?? '';
  return {
    frontPage: slug(pages?.frontPage),
    about: slug(pages?.about),
    contact: slug(pages?.contact),
    blog: slug(pages?.blog),
    faq: slug(pages?.faq),
    termsOfBusiness: slug(pages?.termsOfBusiness),
    cart: slug(pages?.cart),
    checkout: slug(pages?.checkout),
    giftWrapping: slug(pages?.giftWrapping),
    checkoutCompleted: slug(pages?.checkoutCompleted),
    allBrands: slug(pages?.allBrands),
  };
}

function mapGroup(raw: RawGroup, slugs: ArticleSlugs): MenuGroup {
  return {
    title: raw.title ?? '',
    href: null,
    links: raw.links
      .filter((item) => item.link)
      .map((item) => ({ label: item.label ?? '', href: linkedRecordTarget(item.link!, slugs, item.variantId).href })),
  };
}

function money(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

/** The shipping terms, or null when the content has no fee (the basket then shows no shipping line). */
function mapShipping(raw: RawGlobal['shippingConfig']): ShippingTerms | null {
  const fee = money(raw?.shippingFee);
  return fee === null ? null : { fee, freeFrom: money(raw?.freeShippingFrom) };
}

export function mapGlobalData(raw: RawGlobal): GlobalData {
  const slugs = mapSlugs(raw.specialPages);
  const articleSlugs: ArticleSlugs = { blog: slugs.blog, faq: slugs.faq, termsOfBusiness: slugs.termsOfBusiness };
  const dictionary = mergeDictionary(typeof raw.dictionary === 'object' && raw.dictionary !== null ? (raw.dictionary as Record<string, string>) : null);
  return {
    dictionary,
    header: {
      menus: (raw.header?.menus ?? []).map((menu, index) => ({
        label: menu.label ?? '',
        type: menu.menuType === 'brands' || (menu.menuType !== 'products' && index === 1) ? 'brands' : 'products',
        groups: menu.groups.map((group) => mapGroup(group, articleSlugs)),
      })),
    },
    footer: {
      columns: (raw.footer?.columns ?? []).map((group) => mapGroup(group, articleSlugs)),
      social: (raw.footer?.socialLinks ?? []).flatMap((link) => {
        const network = SOCIAL_NETWORKS.find((name) => name === link.network);
        return network && link.url && /^https:\/\//.test(link.url) ? [{ network, url: link.url }] : [];
      }),
      customerServiceText: raw.footer?.customerServiceText ?? '',
      contactText: raw.footer?.contactText ?? '',
    },
    slugs,
    salesChannel: {
      configuredName: raw.salesChannelConfig?.salesChannelName ?? '',
      configuredId: raw.salesChannelConfig?.salesChannelId || null,
    },
    shipping: mapShipping(raw.shippingConfig),
  };
}

/** The global data; throws `Failed to load global configuration` when it cannot be had. */
export const getGlobalData = cache(async (): Promise<GlobalData> => {
  let raw: RawGlobal | null | undefined;
  try {
    raw = (await contentRequest(GlobalDataQuery, { locale: 'sv_SE' }, { preview: await isPreview(), tags: ['global'] })).globalConfiguration;
  } catch (error) {
    // The error screen says why (the content service's own status and code, lib/route-error.ts).
    throw Object.assign(new Error(GLOBAL_CONFIGURATION_ERROR, { cause: error }), error instanceof ContentServiceError ? { digest: error.digest } : {});
  }
  if (!raw) throw new Error(GLOBAL_CONFIGURATION_ERROR);
  return mapGlobalData(raw);
});

/** The slug map of all special pages: fetched with the global data, cached with it. */
export async function getSpecialSlugs(): Promise<SpecialSlugMap> {
  return (await getGlobalData()).slugs;
}

/**
 * The published slug map and dictionary, fetched fresh, outside a page's render (the proxy: no draft mode
 * to read, no page cache to fill; the dictionary words the page it answers while the content service is
 * down). Throws when the content service cannot answer.
 */
export async function fetchPublishedShellData(): Promise<{ slugs: SpecialSlugMap; dictionary: Dictionary }> {
  const { globalConfiguration } = await contentRequest(SpecialSlugsQuery, { locale: 'sv_SE' }, { uncached: true });
  if (!globalConfiguration) throw new Error(GLOBAL_CONFIGURATION_ERROR);
  const raw = globalConfiguration.dictionary;
  return {
    slugs: mapSlugs(globalConfiguration.specialPages),
    dictionary: mergeDictionary(typeof raw === 'object' && raw !== null ? (raw as Record<string, string>) : null),
  };
}
