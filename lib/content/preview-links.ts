import 'server-only';
import { getConfig } from '../config';
import { contentRequest } from './client';
import { LinkedRecordFields } from './fragments';
import { getGlobalData } from './global-data';
import { graphql } from './graphql';
import { linkedRecordTarget } from './linked-record';
import { buildLink, type ArticleSlugs } from './links';
import type { SpecialPageKey } from './special-pages';
import { isRecord } from '../is-record';

/**
 * The storefront URLs of a content record, for DatoCMS's "Web Previews" plugin (its "Previews webhook":
 * `POST /api/preview-links` with `{ item, itemType, environmentId, locale, … }`, answered with
 * `{ previewLinks: [{ label, url }] }`). A record with a draft gets a link that enters draft mode on its
 * page; a record with a published version gets a link to its public page (leaving draft mode). Models
 * without a page of their own (variants, colours, …) get no links.
 */

export interface PreviewLink {
  label: string;
  url: string;
  reloadPreviewOnRecordUpdate?: { delayInMs: number };
}

export interface PreviewRecord {
  id: string;
  modelApiKey: string;
  /** DatoCMS's `meta.status`: `draft` (never published), `updated` (published, with a draft), `published`. */
  status: 'draft' | 'updated' | 'published';
  /** The slug from the plugin's payload, when the record has one (special pages). */
  slug: string | null;
}

const SPECIAL_PAGE_BY_API_KEY: Record<string, SpecialPageKey | 'frontPage'> = {
  front_page: 'frontPage',
  about_page: 'about',
  contact_page: 'contact',
  blog_listing_page: 'blog',
  faq_listing_page: 'faq',
  terms_of_business_listing_page: 'termsOfBusiness',
  cart_page: 'cart',
  checkout_page: 'checkout',
  gift_wrapping_page: 'giftWrapping',
  checkout_completed_page: 'checkoutCompleted',
  all_brands_page: 'allBrands',
};

const RecordByIdQuery = graphql(
  `
    query PreviewRecordById($id: ItemId!) {
      productCategory(filter: { id: { eq: $id } }) {
        ...LinkedRecordFields
      }
      productFamily(filter: { id: { eq: $id } }) {
        ...LinkedRecordFields
      }
      brand(filter: { id: { eq: $id } }) {
        ...LinkedRecordFields
      }
      blogArticle(filter: { id: { eq: $id } }) {
        ...LinkedRecordFields
      }
      faqArticle(filter: { id: { eq: $id } }) {
        ...LinkedRecordFields
      }
      termsOfBusinessArticle(filter: { id: { eq: $id } }) {
        ...LinkedRecordFields
      }
    }
  `,
  [LinkedRecordFields],
);

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const API_KEY = /^[a-z][a-z0-9_]{0,63}$/;

/** The record named by the plugin's payload, or null when the payload does not name one. */
export function previewRecordFromPayload(body: unknown): PreviewRecord | null {
  if (!isRecord(body) || !isRecord(body.item)) return null;
  const item = body.item;
  const id = item.id;
  if (typeof id !== 'string' || !ID.test(id)) return null;
  const itemType = isRecord(body.itemType) ? body.itemType : {};
  const apiKey = isRecord(itemType.attributes) ? itemType.attributes.api_key : undefined;
  if (typeof apiKey !== 'string' || !API_KEY.test(apiKey)) return null;
  const meta = isRecord(item.meta) ? item.meta : {};
  const status = meta.status === 'draft' || meta.status === 'updated' ? meta.status : 'published';
  const attributes = isRecord(item.attributes) ? item.attributes : {};
  const rawSlug = attributes.slug;
  // A localized slug comes as { "sv": "…" }: the Swedish one, else the first.
  const slug = typeof rawSlug === 'string' ? rawSlug : isRecord(rawSlug) ? (Object.values(rawSlug).find((v): v is string => typeof v === 'string') ?? null) : null;
  return { id, modelApiKey: apiKey, status, slug };
}

async function recordPath(record: PreviewRecord, draft: boolean, slugs: ArticleSlugs & Record<string, string>): Promise<string | null> {
  const page = SPECIAL_PAGE_BY_API_KEY[record.modelApiKey];
  if (page) return buildLink({ slug: draft && record.slug !== null ? record.slug : (slugs[page] ?? '') }, slugs);
  const data = await contentRequest(RecordByIdQuery, { id: record.id }, { preview: draft, plainText: true });
  const raw = Object.values(data).find((value) => value !== null && value !== undefined && value._modelApiKey === record.modelApiKey);
  if (!raw) return null;
  const { href } = linkedRecordTarget(raw, slugs);
  return href === '/' && record.modelApiKey !== 'front_page' ? null : href;
}

export async function previewLinksFor(record: PreviewRecord): Promise<PreviewLink[]> {
  const config = getConfig();
  const global = await getGlobalData();
  const slugs = { ...global.slugs };
  const links: PreviewLink[] = [];
  if (record.status !== 'published') {
    const path = await recordPath(record, true, slugs);
    if (path) {
      const url = new URL('/api/draft/enable/', `${config.siteUrl}/`);
      url.searchParams.set('secret', config.draftModeSecret);
      url.searchParams.set('path', path);
      links.push({ label: global.dictionary.previewLinkDraft, url: url.toString(), reloadPreviewOnRecordUpdate: { delayInMs: 100 } });
    }
  }
  if (record.status !== 'draft') {
    const path = await recordPath(record, false, slugs);
    if (path) {
      const url = new URL('/api/draft/disable/', `${config.siteUrl}/`);
      url.searchParams.set('path', path);
      links.push({ label: global.dictionary.previewLinkPublished, url: url.toString() });
    }
  }
  return links;
}

