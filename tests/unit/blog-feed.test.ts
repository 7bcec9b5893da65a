// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { blogAtomFeed } from '@/components/content/blog-atom-feed';
import { structuredTextHtml } from '@/components/content/structured-text-html';
import { atomTime, escapeXml } from '@/lib/atom-feed';
import { mergeDictionary } from '@/lib/content/dictionary';
import type { BlogFeed, Image, RichText } from '@/lib/content/types';

const ATOM = 'http://www.w3.org/2005/Atom';
const SITE = 'https://www.glans.example';
const dictionary = mergeDictionary({ siteName: 'Glans', playVideo: 'Spela upp videon: {title}' });

const span = (value: string, marks?: string[]) => ({ type: 'span', value, ...(marks ? { marks } : {}) });
const paragraph = (...children: unknown[]) => ({ type: 'paragraph', children });
const picture = (src: string, alt: string): Image => ({ src, alt, width: 800, height: 600, title: null, bgColor: null });

function richText(children: unknown[], extra: Partial<Pick<RichText, 'blocks' | 'links'>> = {}): RichText {
  return { value: { schema: 'dast', document: { type: 'root', children } }, blocks: extra.blocks ?? [], links: extra.links ?? [] };
}

const body = richText(
  [
    { type: 'heading', level: 1, children: [span('Så sköter du silver')] },
    paragraph(
      span('Putsa med en mjuk duk & ljummet vatten '),
      span('varsamt', ['strong']),
      span('. Se '),
      { type: 'link', url: '/ringar/', children: [span('våra ringar')] },
      span(', '),
      { type: 'link', url: 'https://example.com/guide', meta: [{ id: 'target', value: '_blank' }], children: [span('guiden')] },
      span(', '),
      { type: 'link', url: 'javascript:alert(1)', children: [span('inte en länk')] },
      span(', '),
      { type: 'itemLink', item: 'rec-1', children: [span('skötselråd')] },
      span(' och '),
      { type: 'inlineItem', item: 'rec-2' },
      span('.'),
    ),
    { type: 'block', item: 'video-1' },
    { type: 'block', item: 'gallery-1' },
  ],
  {
    links: [
      { __typename: 'BlogArticleRecord', id: 'rec-1', href: '/blogg/skotselrad/', title: 'Skötselråd' },
      { __typename: 'ProductCategoryRecord', id: 'rec-2', href: '/halsband/', title: 'Halsband' },
    ],
    blocks: [
      {
        __typename: 'VideoBlockRecord',
        id: 'video-1',
        title: 'Så gjuts en ring',
        url: 'https://www.youtube.com/watch?v=abc',
        provider: 'youtube',
        providerUid: 'abc',
        thumbnail: picture('/media/demo/video.jpg', 'Gjutning'),
      },
      { __typename: 'ImageGalleryBlockRecord', id: 'gallery-1', title: 'Verkstaden', images: [picture('https://www.datocms-assets.com/1/a.jpg', 'Bänken')] },
    ],
  },
);

const listing = {
  key: 'blog' as const,
  slug: 'blogg',
  href: '/blogg/',
  title: 'Blogg',
  header: 'Bloggen',
  intro: 'Nyheter & skötselråd',
  hero: null,
  content: null,
  seo: [],
};

function article(slug: string, header: string, publishDate: string, updatedAt: string, content: RichText | null) {
  return { id: slug, kind: 'blog' as const, slug, header, href: `/blogg/${slug}/`, publishDate, image: null, excerpt: `Om ${header}`, content, updatedAt };
}

const feed: BlogFeed = {
  listing,
  articles: [
    article('silver', 'Silver <och> guld', '2024-05-02', '2024-05-03T10:00:00Z', body),
    article('tom', 'Utan text\u0001', '2024-04-01', 'inte ett datum', null),
  ],
};

function parse(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

const text = (parent: Element | Document, name: string) => parent.getElementsByTagNameNS(ATOM, name)[0]?.textContent ?? null;

describe('the blog feed (Atom)', () => {
  const xml = blogAtomFeed(feed, { siteUrl: SITE, feedPath: '/blogg/feed.xml', dictionary, now: new Date('2024-06-01T00:00:00Z') });
  const document = parse(xml);
  const root = document.documentElement;
  const entries = [...document.getElementsByTagNameNS(ATOM, 'entry')];

  it('is an Atom feed with an id, a title, its own and its page link, an update time and an author', () => {
    expect(root.namespaceURI).toBe(ATOM);
    expect(root.localName).toBe('feed');
    expect(root.getAttribute('xml:lang')).toBe('sv');
    expect(text(root, 'id')).toBe(`${SITE}/blogg/`);
    expect(text(root, 'title')).toBe('Blogg – Glans');
    expect(text(root, 'subtitle')).toBe('Nyheter & skötselråd');
    const links = [...root.children].filter((child) => child.localName === 'link');
    expect(links.map((link) => [link.getAttribute('rel'), link.getAttribute('href')])).toEqual([
      ['self', `${SITE}/blogg/feed.xml`],
      ['alternate', `${SITE}/blogg/`],
    ]);
    // The newest update of any entry.
    expect(text(root, 'updated')).toBe('2024-05-03T10:00:00.000Z');
    expect(text(root.getElementsByTagNameNS(ATOM, 'author')[0]!, 'name')).toBe('Glans');
  });

  it('has one entry per article with its id, title, link, times, summary and HTML body', () => {
    expect(entries).toHaveLength(2);
    const [first, second] = entries as [Element, Element];
    expect(text(first, 'id')).toBe(`${SITE}/blogg/silver/`);
    expect(text(first, 'title')).toBe('Silver <och> guld');
    expect(first.getElementsByTagNameNS(ATOM, 'link')[0]?.getAttribute('href')).toBe(`${SITE}/blogg/silver/`);
    expect(text(first, 'updated')).toBe('2024-05-03T10:00:00.000Z');
    expect(text(first, 'published')).toBe('2024-05-02T00:00:00.000Z');
    expect(text(first, 'summary')).toBe('Om Silver <och> guld');
    expect(first.getElementsByTagNameNS(ATOM, 'content')[0]?.getAttribute('type')).toBe('html');
    // A character XML cannot carry is dropped; an update time that is not a time falls back to the publish date.
    expect(text(second, 'title')).toBe('Utan text');
    expect(text(second, 'updated')).toBe('2024-04-01T00:00:00.000Z');
    expect(text(second, 'content')).toBe('');
  });

  it('carries the article body as HTML with absolute, safe links and plain blocks', () => {
    const html = new DOMParser().parseFromString(text(entries[0]!, 'content') ?? '', 'text/html').body;
    expect(html.querySelector('h1')).toBeNull();
    expect(html.querySelector('h2')?.textContent).toBe('Så sköter du silver');
    expect(html.textContent).toContain('Putsa med en mjuk duk & ljummet vatten varsamt.');
    expect(html.querySelector('strong')?.textContent).toBe('varsamt');
    const hrefs = Object.fromEntries([...html.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]));
    expect(hrefs).toMatchObject({
      'våra ringar': `${SITE}/ringar/`,
      guiden: 'https://example.com/guide',
      skötselråd: `${SITE}/blogg/skotselrad/`,
      Halsband: `${SITE}/halsband/`,
      'Spela upp videon: Så gjuts en ring': 'https://www.youtube.com/watch?v=abc',
    });
    expect(html.querySelector('a[href="https://example.com/guide"]')?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(html.innerHTML).not.toContain('javascript:');
    expect(html.textContent).toContain('inte en länk');
    expect([...html.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual([
      `${SITE}/media/demo/video.jpg`,
      'https://www.datocms-assets.com/1/a.jpg',
    ]);
    expect(html.querySelectorAll('figcaption')[1]?.textContent).toBe('Verkstaden');
  });
});

describe('structured text as HTML', () => {
  it('resolves relative links against the page the text belongs to', () => {
    const html = structuredTextHtml(richText([paragraph({ type: 'link', url: '#storlekar', children: [span('storlekar')] })]), {
      baseUrl: `${SITE}/blogg/silver/`,
      dictionary,
    });
    expect(html).toBe(`<p><a href="${SITE}/blogg/silver/#storlekar">storlekar</a></p>`);
  });

  it('fails loudly on a block or record missing from the response', () => {
    expect(() => structuredTextHtml(richText([{ type: 'block', item: 'gone' }]), { baseUrl: SITE, dictionary })).toThrow(/gone/);
    expect(() => structuredTextHtml(richText([paragraph({ type: 'inlineItem', item: 'gone' })]), { baseUrl: SITE, dictionary })).toThrow(/gone/);
  });
});

describe('Atom helpers', () => {
  it('escapes markup and drops characters XML 1.0 cannot carry', () => {
    expect(escapeXml(`<a href="x">'&'</a>\u0000\uD800`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
    expect(escapeXml('smycken 💍')).toBe('smycken 💍');
  });

  it('writes times as RFC 3339 and refuses what is not a time', () => {
    expect(atomTime('2024-05-02')).toBe('2024-05-02T00:00:00.000Z');
    expect(atomTime('2024-05-02T12:30:00+02:00')).toBe('2024-05-02T10:30:00.000Z');
    expect(atomTime('nyss')).toBeNull();
    expect(atomTime(null)).toBeNull();
  });
});
