import { describe, expect, it } from 'vitest';
import { buildContentSchema } from '@/services/content/graphql/executable-schema';
import { GraphQLExecutor } from '@/services/content/graphql/execute-request';
import { storeFromCatalogue } from '@/services/content/store/catalogue-records';
import { coverSizes, focalPosition } from '@/lib/content/cover-sizes';
import { widestDrawing } from '@/lib/content/image-widths';
import { mapFocalPoint, mapImage } from '@/lib/content/map-common';
import { sceneFocalPoint, sceneLayout } from '@/services/seed/media-registry';
import { generateCatalogue } from '@/services/seed/generate';
import { fixtureCatalogue } from './content-service-fixture';

/**
 * Editorial images cropped into frames (issue 25): `sizes` counts the crop, sources are large enough for a
 * 2x screen, and the focal point of the content keeps the subject in the frame.
 */

describe('sizes of a cropped image', () => {
  it('scales a frame narrower than the image by how much wider the image is drawn', () => {
    // A 2.5:1 banner in 4:5 tiles: drawn 3.125 times the tile's width.
    const sizes = coverSizes(
      [
        { upTo: 767, width: '50vw', ratio: 0.8 },
        { upTo: 1279, width: '25vw', ratio: 0.8 },
        { width: '300px', ratio: 0.8 },
      ],
      { width: 1920, height: 768 },
    );
    expect(sizes).toBe('(max-width: 767px) 157vw, (max-width: 1279px) 79vw, 938px');
  });

  it('leaves a frame wider than the image as it is (the image is cropped top and bottom)', () => {
    expect(coverSizes([{ upTo: 767, width: '100vw', ratio: 4 / 3 }, { width: '568px', ratio: 1 }], { width: 1600, height: 1600 })).toBe('(max-width: 767px) 100vw, 568px');
    expect(coverSizes([{ upTo: 767, width: '1px', ratio: Number.POSITIVE_INFINITY }, { width: '480px', ratio: 2.4 }], { width: 1920, height: 768 })).toBe('(max-width: 767px) 1px, 500px');
  });

  it('is read by the srcset trimming, so a 2x screen keeps a file wide enough', () => {
    const sizes = coverSizes([{ upTo: 767, width: '50vw', ratio: 0.8 }, { width: '300px', ratio: 0.8 }], { width: 1920, height: 768 });
    // The widest drawing is a tile at 767 px: 157vw of it.
    expect(widestDrawing(sizes)).toBeCloseTo(1204.19, 1);
  });
});

describe('focal point', () => {
  it('becomes an object-position that puts the point as far into the frame as into the image', () => {
    expect(focalPosition({ x: 0.75, y: 0.55 })).toBe('75% 55%');
    expect(focalPosition({ x: 1.4, y: -1 })).toBe('100% 0%');
    expect(focalPosition(null)).toBeUndefined();
  });

  it('is read from the content as two fractions, or left out', () => {
    expect(mapFocalPoint({ x: 0.3, y: 0.6 })).toEqual({ x: 0.3, y: 0.6 });
    expect(mapFocalPoint({ x: 2, y: 0.5 })).toEqual({ x: 1, y: 0.5 });
    expect(mapFocalPoint({ x: '0.3', y: 0.6 })).toBeNull();
    expect(mapFocalPoint(null)).toBeNull();
    const raw = { id: '1', url: '/a.webp', alt: 'A', title: null, width: 1920, height: 768, focalPoint: { x: 0.75, y: 0.55 }, responsiveImage: null };
    expect(mapImage(raw)?.focalPoint).toEqual({ x: 0.75, y: 0.55 });
  });

  it('of a demo scene is the weighted middle of the pieces drawn in it', () => {
    expect(sceneLayout(1920, 768).wide).toBe(true);
    expect(sceneFocalPoint(1920, 768)).toEqual({ x: 0.75, y: 0.55 });
    expect(sceneFocalPoint(1600, 1600)).toEqual({ x: 0.53, y: 0.55 });
  });

  it('is answered by the local content service as DatoCMS answers it', async () => {
    const executor = new GraphQLExecutor(buildContentSchema(), storeFromCatalogue(fixtureCatalogue()), { name: 'Glans', titleSuffix: ' – Glans', uploadsDate: '2025-06-01T00:00:00.000Z' });
    const { result } = await executor.run({ query: '{ allProductCategories(first: 1) { heroImage { focalPoint { x y } } } allProductFamilies(first: 1) { media { focalPoint { x y } } } }', variables: {} }, 'published');
    expect(result.errors).toBeUndefined();
    const data = result.data as { allProductCategories: { heroImage: { focalPoint: unknown } }[]; allProductFamilies: { media: { focalPoint: unknown }[] }[] };
    expect(data.allProductCategories[0]?.heroImage.focalPoint).toEqual({ x: 0.7, y: 0.5 });
    expect(data.allProductFamilies[0]?.media[0]?.focalPoint).toBeNull();
  });
});

describe('demo editorial sources', () => {
  const catalogue = generateCatalogue({ referenceDate: '2026-11-21' });
  const media = new Map(catalogue.media.map((asset) => [asset.id, asset]));

  it('are large enough for their frames at 2x and carry a focal point', () => {
    const front = media.get(catalogue.pages.frontPage.heroMediaId!)!;
    // Beside the text the hero is about 568 by 576 px: a 2x screen needs 1,152 px of height.
    expect(front.height).toBeGreaterThanOrEqual(1152);
    expect(front.focalPoint).not.toBeNull();
    for (const category of catalogue.categories) {
      const hero = media.get(category.heroMediaId)!;
      // A home tile draws the banner about 938 px wide; 2x takes Next's 1,920-px file.
      expect(hero.width).toBeGreaterThanOrEqual(1920);
      expect(hero.focalPoint).not.toBeNull();
    }
  });
});
