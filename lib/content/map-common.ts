import { withoutMarkers } from './content-link';
import type { ResultOf } from './graphql';
import type { ImageFields, SeoTags } from './fragments';
import type { Image, SeoMetaTag } from './types';

type RawImage = ResultOf<typeof ImageFields>;

/** A CSS colour from the content service, only as `#rgb`/`#rrggbb`(`aa`): it goes into a style attribute. */
function safeColour(value: string | null | undefined): string | null {
  return value && /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value) ? value : null;
}

function fraction(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : null;
}

/** The focal point as two fractions of 0–1, or null when the content gives none (or not two numbers). */
export function mapFocalPoint(raw: { x?: unknown; y?: unknown } | null | undefined): { x: number; y: number } | null {
  const x = fraction(raw?.x);
  const y = fraction(raw?.y);
  return x === null || y === null ? null : { x, y };
}

/**
 * A content image for next/image; null when the record has none or it lacks dimensions. `editingUrl`: its
 * record's field in the editor (draft mode with Content Link, `fieldEditingUrl`), else none.
 */
export function mapImage(raw: RawImage | null | undefined, fallbackAlt = '', editingUrl?: string): Image | null {
  if (!raw) return null;
  const responsive = raw.responsiveImage;
  const src = responsive?.src ?? raw.url;
  const width = responsive?.width ?? raw.width;
  const height = responsive?.height ?? raw.height;
  if (!src || !width || !height) return null;
  return {
    src,
    width,
    height,
    // Attributes, not shown text: no Content Link markers (a fallback alt is often a header, which keeps them).
    alt: withoutMarkers(responsive?.alt ?? raw.alt ?? fallbackAlt),
    title: withoutMarkers(responsive?.title ?? raw.title ?? null),
    bgColor: safeColour(responsive?.bgColor),
    focalPoint: mapFocalPoint(raw.focalPoint),
    // Only when there is one: a published page's payload has no such key.
    ...(editingUrl ? { editingUrl } : {}),
  };
}

export function mapImages(raw: readonly RawImage[] | null | undefined, fallbackAlt = '', editingUrl?: string): Image[] {
  return (raw ?? []).map((image) => mapImage(image, fallbackAlt, editingUrl)).filter((image): image is Image => image !== null);
}

export function mapSeo(raw: readonly ResultOf<typeof SeoTags>[] | null | undefined): SeoMetaTag[] {
  return (raw ?? []).map((tag) => ({ tag: tag.tag, attributes: tag.attributes ?? null, content: tag.content ?? null }));
}
