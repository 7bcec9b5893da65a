import { vercelStegaCombine, vercelStegaDecode } from '@vercel/stega';
import { describe, expect, it } from 'vitest';
import { keepShownMarkers } from '@/lib/content/content-link';
import { mapImage } from '@/lib/content/map-common';
import { serializeJsonLd } from '@/lib/content/structured-data';

/**
 * Content Link's markers (draft mode) stay in the text the screens show and nowhere else: not in names and
 * labels that code compares or puts in attributes, not in alt texts, not in JSON-LD.
 */

const marked = (text: string, field: string) => vercelStegaCombine(text, { origin: 'datocms.com', href: `http://127.0.0.1:7401/editor/item_types/1/items/2/edit#fieldPath=${field}` });
const hasMarker = (text: string) => vercelStegaDecode(text) !== undefined;

describe('keepShownMarkers', () => {
  const answer = {
    article: {
      header: marked('Ringar i guld', 'header'),
      excerpt: marked('Om guld', 'excerpt'),
      slug: 'ringar-i-guld',
      content: { value: { schema: 'dast', document: { type: 'root', children: [{ type: 'span', value: marked('Brödtext', 'content') }] } }, blocks: [], links: [] },
      headerImage: { alt: marked('En ring', 'header_image'), title: marked('Ring', 'header_image') },
    },
    brands: [{ name: marked('Lind', 'name'), title: marked('Lind smycken', 'title') }],
    variant: { colours: [{ name: marked('Guld', 'name') }] },
  };
  const kept = keepShownMarkers(answer);

  it('keeps the markers of shown text: headers, excerpts, structured text', () => {
    expect(hasMarker(kept.article.header)).toBe(true);
    expect(hasMarker(kept.article.excerpt)).toBe(true);
    expect(hasMarker(kept.article.content.value.document.children[0]!.value)).toBe(true);
  });

  it('strips them from names, titles, alt texts and everything else, leaving the words', () => {
    expect(kept.brands[0]).toEqual({ name: 'Lind', title: 'Lind smycken' });
    expect(kept.variant.colours[0]!.name).toBe('Guld');
    expect(kept.article.headerImage).toEqual({ alt: 'En ring', title: 'Ring' });
    expect(kept.article.slug).toBe('ringar-i-guld');
  });
});

describe('attributes and JSON-LD carry no markers', () => {
  it('an image falls back to a marked header for its alt without the marker', () => {
    const image = mapImage({ id: '1', url: 'http://x/a.jpg', alt: null, title: null, width: 10, height: 10, focalPoint: null, responsiveImage: null }, marked('Rubrik', 'header'));
    expect(image?.alt).toBe('Rubrik');
  });

  it('JSON-LD is serialised without markers', () => {
    const json = serializeJsonLd({ headline: marked('Rubrik', 'header'), description: marked('Om', 'excerpt') });
    expect(JSON.parse(json)).toEqual({ headline: 'Rubrik', description: 'Om' });
  });
});
