import { cache } from 'react';
import { contentRequest } from './client';
import { getGlobalData } from './global-data';
import { buildLink } from './links';
import { fieldEditingUrl } from './editing-urls';
import { mapImage, mapSeo } from './map-common';
import { isPreview } from './preview';
import { mapRichText } from './rich-text';
import { specialPageQueries } from './special-page-queries';
import type { SpecialPageKey } from './special-pages';
import type { SpecialPage } from './types';

/**
 * A special page (front page, about, contact, listings, cart, checkout, …) from its singleton. Deduplicated
 * within a request: an article page needs its listing page for the breadcrumbs and for the sibling list.
 */
export const getSpecialPage = cache(async (key: SpecialPageKey | 'frontPage'): Promise<SpecialPage | null> => {
  const [global, preview] = await Promise.all([getGlobalData(), isPreview()]);
  // Each singleton has its own query; they share one result shape.
  const query = specialPageQueries[key] as (typeof specialPageQueries)['about'];
  const { page } = await contentRequest(query, { locale: 'sv_SE' }, { preview, tags: ['page'] });
  if (!page) return null;
  const slugs = { blog: global.slugs.blog, faq: global.slugs.faq, termsOfBusiness: global.slugs.termsOfBusiness };
  return {
    key,
    slug: page.slug ?? '',
    href: buildLink({ slug: page.slug }, slugs),
    title: page.title ?? '',
    header: page.header ?? page.title ?? '',
    intro: page.intro ?? '',
    hero: mapImage(page.heroImage, page.header ?? '', fieldEditingUrl(page, 'hero_image')),
    content: mapRichText(page.content, slugs, fieldEditingUrl(page, 'content')),
    seo: mapSeo(page._seoMetaTags),
  };
});
