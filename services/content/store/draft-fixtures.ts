import type { Article, Catalogue } from '../../seed/catalogue-types';
import type { ContentStore } from './content-store';

/**
 * The catalogue holds published content only. So that drafts can be seen and tested, the service adds at
 * load time:
 * - a draft-only blog article "Kommande kollektion" (slug `kommande-kollektion`), never published;
 * - a draft change to the first FAQ article: its draft header ends with " (uppdaterad)".
 */
export const DRAFT_ONLY_ARTICLE_SLUG = 'kommande-kollektion';
export const DRAFT_HEADER_SUFFIX = ' (uppdaterad)';

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString();
}

export function addDraftFixtures(store: ContentStore, catalogue: Catalogue, nextId: () => string): void {
  const editedAt = addDays(catalogue.referenceDate, 0).replace('T00:00:00.000Z', 'T09:00:00.000Z');
  const imageId = catalogue.articles.blog[0]?.headerImageId ?? catalogue.media.find((asset) => asset.kind === 'article')?.id ?? '';
  const article: Article = {
    id: nextId(),
    slug: DRAFT_ONLY_ARTICLE_SLUG,
    header: 'Kommande kollektion',
    publishDate: addDays(catalogue.referenceDate, 14).slice(0, 10),
    headerImageId: imageId,
    excerpt: 'En första titt på höstens nyheter – smycken i guld och pärla som snart finns i butiken.',
    content: {
      value: {
        schema: 'dast',
        document: {
          type: 'root',
          children: [
            { type: 'heading', level: 2, children: [{ type: 'span', value: 'Snart i butiken' }] },
            {
              type: 'paragraph',
              children: [
                { type: 'span', value: 'Vår nya kollektion är nästan klar. Här berättar vi snart mer om ' },
                { type: 'span', marks: ['strong'], value: 'formerna, materialen och färgerna' },
                { type: 'span', value: ' som väntar.' },
              ],
            },
          ],
        },
      },
      blocks: [],
      links: [],
    },
    createdAt: editedAt,
    publishedAt: editedAt,
    seo: { title: 'Kommande kollektion', description: 'En första titt på vår kommande kollektion.', imageId: imageId || null },
  };
  store.saveDraft('blog_article', article.id, article, editedAt);

  const faq = catalogue.articles.faq[0];
  if (faq) store.saveDraft('faq_article', faq.id, { ...faq, header: `${faq.header}${DRAFT_HEADER_SUFFIX}` }, editedAt);
}
