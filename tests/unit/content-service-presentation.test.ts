import { describe, expect, it } from 'vitest';
import { CacheTagCollector, MAX_TAGS } from '../../services/content/graphql/cache-tags';
import { outputSize, parseAspectRatio, responsiveImage } from '../../services/content/graphql/responsive-image';
import { seoMetaTags, truncateDescription } from '../../services/content/graphql/seo-meta-tags';
import type { MediaAsset } from '../../services/seed/catalogue-types';

const asset: MediaAsset = {
  id: '1',
  path: '/media/demo/ring.webp',
  width: 1200,
  height: 800,
  alt: 'Ring',
  title: 'Ring i guld',
  base64: 'data:image/webp;base64,AA',
  bgColor: '#e8dcc8',
  focalPoint: null,
  kind: 'product',
  mimeType: 'image/webp',
  render: { kind: 'scene', motif: 'ring', palette: 0 },
};

describe('cache tags', () => {
  it('lists model tags and record tags, dropping record tags a model tag covers', () => {
    const tags = new CacheTagCollector();
    tags.model('product_family');
    tags.record('product_family', '201');
    tags.record('brand', '11');
    tags.record('brand', '11');
    expect(tags.header()).toBe('model:product_family record:11');
  });

  it('folds the largest groups of record tags into model tags past the limit', () => {
    const tags = new CacheTagCollector();
    for (let i = 0; i < 100; i += 1) tags.record('product_variant', String(1000 + i));
    tags.record('brand', '11');
    const list = tags.tags();
    expect(list.length).toBeLessThanOrEqual(MAX_TAGS);
    expect(list).toEqual(['model:product_variant', 'record:11']);
  });
});

describe('responsive images', () => {
  it.each([
    [{}, { width: 1200, height: 800 }],
    [{ w: 600 }, { width: 600, height: 400 }],
    [{ h: 200 }, { width: 300, height: 200 }],
    [
      { w: 600, h: 600, fit: 'crop' },
      { width: 600, height: 600 },
    ],
    [
      { w: 600, h: 600 },
      { width: 600, height: 400 },
    ],
    [
      { w: 2400, fit: 'max' },
      { width: 1200, height: 800 },
    ],
    [
      { ar: '1:1', fit: 'crop' },
      { width: 800, height: 800 },
    ],
    [
      { ar: '3:1', fit: 'crop', w: 900 },
      { width: 900, height: 300 },
    ],
    [{ maxW: 300 }, { width: 300, height: 200 }],
  ])('sizes %j as %j', (params, expected) => {
    expect(outputSize(asset, params)).toEqual(expected);
  });

  it('parses aspect ratios', () => {
    expect(parseAspectRatio('16:9')).toBeCloseTo(16 / 9);
    expect(parseAspectRatio('1.5')).toBe(1.5);
    expect(parseAspectRatio('x')).toBeUndefined();
    expect(parseAspectRatio('0:1')).toBeUndefined();
  });

  it('builds the DatoCMS responsiveImage object from the asset, on the asset host with a srcset of densities', () => {
    const origin = 'http://127.0.0.1:7501';
    const url = (query: string) => `${origin}/media/demo/ring.webp?${query}`;
    expect(responsiveImage(asset, { w: 600 }, null, origin)).toEqual({
      src: url('w=600'),
      // 0.25× to 4× of the 600-px output, up to the 1,200-px upload (DatoCMS's list).
      srcSet: [
        `${url('dpr=0.25&w=600')} 150w`,
        `${url('dpr=0.5&w=600')} 300w`,
        `${url('dpr=0.75&w=600')} 450w`,
        `${url('dpr=1&w=600')} 600w`,
        `${url('dpr=1.5&w=600')} 900w`,
        `${url('dpr=2&w=600')} 1200w`,
      ].join(','),
      webpSrcSet: [
        `${url('dpr=0.25&fm=webp&w=600')} 150w`,
        `${url('dpr=0.5&fm=webp&w=600')} 300w`,
        `${url('dpr=0.75&fm=webp&w=600')} 450w`,
        `${url('dpr=1&fm=webp&w=600')} 600w`,
        `${url('dpr=1.5&fm=webp&w=600')} 900w`,
        `${url('dpr=2&fm=webp&w=600')} 1200w`,
      ].join(','),
      width: 600,
      height: 400,
      aspectRatio: 1.5,
      alt: 'Ring',
      title: 'Ring i guld',
      base64: 'data:image/webp;base64,AA',
      bgColor: '#e8dcc8',
      sizes: '(max-width: 600px) 100vw, 600px',
    });
    const focused = { ...asset, focalPoint: { x: 0.2, y: 0.7 } };
    expect(responsiveImage(focused, { w: 300, h: 300, fit: 'crop' }, null, origin).src).toBe(
      url('crop=focalpoint&fit=crop&fp-x=0.2&fp-y=0.7&h=300&w=300'),
    );
    expect(responsiveImage(asset, null, '50vw').sizes).toBe('50vw');
  });
});

describe('SEO meta tags', () => {
  it('truncates long descriptions at a word', () => {
    const long = 'ord '.repeat(100);
    const result = truncateDescription(long);
    expect(result.length).toBeLessThanOrEqual(160);
    expect(result.endsWith('ord…')).toBe(true);
    expect(truncateDescription('  kort   text ')).toBe('kort text');
  });

  it('gives title, description, og and twitter tags', () => {
    const tags = seoMetaTags(
      { title: 'Ringar', description: 'Alla ringar', image: asset, ogType: 'website', updatedAt: '2025-01-01T00:00:00.000Z' },
      { siteName: 'Glans', titleSuffix: ' – Glans', locale: 'sv_SE' },
    );
    expect(tags[0]).toEqual({ tag: 'title', attributes: null, content: 'Ringar – Glans' });
    const byKey = new Map(
      tags.filter((tag) => tag.attributes).map((tag) => [tag.attributes?.property ?? tag.attributes?.name, tag.attributes?.content]),
    );
    expect(byKey.get('og:title')).toBe('Ringar');
    expect(byKey.get('description')).toBe('Alla ringar');
    expect(byKey.get('og:image')).toBe('/media/demo/ring.webp');
    expect(byKey.get('twitter:card')).toBe('summary_large_image');
    expect(byKey.get('og:locale')).toBe('sv_SE');
  });

  it('falls back to the site name without a title and to a summary card without an image', () => {
    const tags = seoMetaTags(
      { title: null, description: null, image: null, ogType: 'website', updatedAt: '2025-01-01T00:00:00.000Z' },
      { siteName: 'Glans', titleSuffix: ' – Glans', locale: 'sv_SE' },
    );
    expect(tags[0]?.content).toBe('Glans');
    expect(tags.some((tag) => tag.attributes?.name === 'description')).toBe(false);
    expect(tags.find((tag) => tag.attributes?.name === 'twitter:card')?.attributes?.content).toBe('summary');
  });
});
