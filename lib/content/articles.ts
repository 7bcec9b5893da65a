import { cache } from 'react';
import {
  BlogArticleExistsQuery,
  BlogArticleListQuery,
  BlogArticleQuery,
  FaqArticleExistsQuery,
  FaqArticleListQuery,
  FaqArticleQuery,
  TermsOfBusinessArticleExistsQuery,
  TermsOfBusinessArticleListQuery,
  TermsOfBusinessArticleQuery,
} from './article-queries';
import { contentRequest } from './client';
import { getGlobalData } from './global-data';
import type { ResultOf } from './graphql';
import { buildLink, type ArticleSlugs } from './links';
import { fieldEditingUrl } from './editing-urls';
import { mapImage, mapSeo } from './map-common';
import { getSpecialPage } from './pages';
import { fetchAllPages } from './paged';
import { isPreview } from './preview';
import { mapRichText } from './rich-text';
import type { Article, ArticleKind, ArticleSummary, Breadcrumb } from './types';

/** Blog, FAQ and terms-of-business articles: one article by slug, listings, existence (docs/shop.md, Addresses). */

const queries = {
  blog: { one: BlogArticleQuery, list: BlogArticleListQuery, exists: BlogArticleExistsQuery, modelApiKey: 'blog_article', tag: 'blog_article' },
  faq: { one: FaqArticleQuery, list: FaqArticleListQuery, exists: FaqArticleExistsQuery, modelApiKey: 'faq_article', tag: 'faq_article' },
  termsOfBusiness: {
    one: TermsOfBusinessArticleQuery,
    list: TermsOfBusinessArticleListQuery,
    exists: TermsOfBusinessArticleExistsQuery,
    modelApiKey: 'terms_of_business_article',
    tag: 'terms_of_business_article',
  },
} as const;

type RawSummary = ResultOf<typeof BlogArticleListQuery>['articles'][number] | ResultOf<typeof FaqArticleListQuery>['articles'][number];
type RawArticle = NonNullable<ResultOf<typeof BlogArticleQuery>['article']> | NonNullable<ResultOf<typeof FaqArticleQuery>['article']>;

function slugsOf(global: Awaited<ReturnType<typeof getGlobalData>>): ArticleSlugs {
  return { blog: global.slugs.blog, faq: global.slugs.faq, termsOfBusiness: global.slugs.termsOfBusiness };
}

export function mapArticleSummary(kind: ArticleKind, raw: RawSummary, slugs: ArticleSlugs): ArticleSummary {
  return {
    id: raw.id,
    kind,
    slug: raw.slug ?? '',
    header: raw.header ?? '',
    href: buildLink({ slug: raw.slug, modelApiKey: queries[kind].modelApiKey }, slugs),
    publishDate: 'publishDate' in raw ? (raw.publishDate ?? null) : null,
    image: mapImage(raw.headerImage, raw.header ?? '', fieldEditingUrl(raw, 'header_image')),
    excerpt: raw.excerpt ?? '',
  };
}

export async function getArticle(kind: ArticleKind, slug: string): Promise<Article | null> {
  const [global, preview] = await Promise.all([getGlobalData(), isPreview()]);
  const query = queries[kind].one as typeof BlogArticleQuery;
  const { article } = (await contentRequest(query, { slug, locale: 'sv_SE' }, { preview, tags: [queries[kind].tag] })) as {
    article: RawArticle | null;
  };
  if (!article) return null;
  const slugs = slugsOf(global);
  const listingSlug = global.slugs[kind];
  const breadcrumbs: Breadcrumb[] = [
    { label: global.dictionary.home, href: '/' },
    { label: await listingTitle(kind), href: buildLink({ slug: listingSlug }, slugs) },
    { label: article.header ?? '', href: buildLink({ slug: article.slug, modelApiKey: queries[kind].modelApiKey }, slugs) },
  ];
  return {
    ...mapArticleSummary(kind, article, slugs),
    content: mapRichText(article.content, slugs, fieldEditingUrl(article, 'content')),
    breadcrumbs,
    seo: mapSeo(article._seoMetaTags),
  };
}

async function listingTitle(kind: ArticleKind): Promise<string> {
  const page = await getSpecialPage(kind);
  return page?.title ?? page?.header ?? '';
}

/** Every article of a kind (paged by 500), newest first for the blog. */
export const listArticles = cache(async (kind: ArticleKind): Promise<ArticleSummary[]> => {
  const [global, preview] = await Promise.all([getGlobalData(), isPreview()]);
  const query = queries[kind].list as typeof BlogArticleListQuery;
  const raw = await fetchAllPages(
    async (first, skip) => (await contentRequest(query, { first, skip, locale: 'sv_SE' }, { preview, tags: [queries[kind].tag] })).articles,
  );
  const slugs = slugsOf(global);
  return raw.map((article) => mapArticleSummary(kind, article, slugs));
});

/** The latest blog articles for the front page. */
export async function latestBlogArticles(count: number): Promise<ArticleSummary[]> {
  const [global, preview] = await Promise.all([getGlobalData(), isPreview()]);
  const { articles } = await contentRequest(BlogArticleListQuery, { first: count, skip: 0, locale: 'sv_SE' }, { preview, tags: ['blog_article'] });
  return articles.map((article) => mapArticleSummary('blog', article, slugsOf(global)));
}

export async function articleExists(kind: ArticleKind, slug: string): Promise<boolean> {
  const query = queries[kind].exists as typeof BlogArticleExistsQuery;
  const { meta } = await contentRequest(query, { slug }, { preview: await isPreview(), tags: [queries[kind].tag] });
  return meta.count > 0;
}
