import { describe, expect, it } from 'vitest';
import { articleJsonLd, SEARCH_TERM, webSiteJsonLd } from '@/lib/content/structured-data';
import type { Article } from '@/lib/content/types';

/**
 * Blog articles carry Article JSON-LD and the home page WebSite JSON-LD with a SearchAction (issue 25),
 * checked against what Google's article and sitelinks-search-box documentation require.
 */

const site = { url: 'https://www.glans.example', name: 'Glans', logo: '/icon-512.png' };
const article: Article = {
  id: '1',
  kind: 'blog',
  slug: 'sa-skoter-du-silver',
  header: 'Så sköter du dina silversmycken',
  href: '/blogg/sa-skoter-du-silver/',
  publishDate: '2026-10-02',
  image: { src: '/media/demo/scene-article.webp', width: 1200, height: 800, alt: '', title: null, bgColor: null },
  excerpt: 'Silver mörknar av luft och fukt.',
  content: null,
  breadcrumbs: [],
  seo: [{ tag: 'meta', attributes: { property: 'article:modified_time', content: '2026-10-05T08:00:00.000Z' }, content: null }],
};

describe('Article JSON-LD', () => {
  const data = articleJsonLd(article, site);

  it('has the properties of an article rich result, with absolute URLs', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Så sköter du dina silversmycken',
      image: ['https://www.glans.example/media/demo/scene-article.webp'],
      datePublished: '2026-10-02',
      dateModified: '2026-10-05T08:00:00.000Z',
      author: { '@type': 'Organization', name: 'Glans', url: 'https://www.glans.example/' },
      publisher: { '@type': 'Organization', name: 'Glans', logo: { '@type': 'ImageObject', url: 'https://www.glans.example/icon-512.png' } },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://www.glans.example/blogg/sa-skoter-du-silver/' },
    });
  });

  it('keeps a headline within 110 characters', () => {
    const long = articleJsonLd({ ...article, header: 'Långt '.repeat(40) }, site);
    expect(String(long.headline).length).toBeLessThanOrEqual(110);
  });
});

describe('WebSite JSON-LD', () => {
  it('offers the search page with the query in its address', () => {
    const data = webSiteJsonLd({ url: site.url, name: 'Glans', searchHref: '/sok/', queryKey: 'q' });
    const action = data.potentialAction as { target: { urlTemplate: string }; 'query-input': string };
    expect(data).toMatchObject({ '@type': 'WebSite', url: 'https://www.glans.example/', name: 'Glans' });
    expect(action.target.urlTemplate).toBe(`https://www.glans.example/sok/?q={${SEARCH_TERM}}`);
    expect(action['query-input']).toBe(`required name=${SEARCH_TERM}`);
  });

  it('has no search action without a search page', () => {
    expect(webSiteJsonLd({ url: site.url, name: 'Glans', searchHref: null, queryKey: 'q' })).not.toHaveProperty('potentialAction');
  });
});
