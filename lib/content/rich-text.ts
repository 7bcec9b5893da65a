import type { ResultOf } from './graphql';
import type { ImageGalleryBlockFields, LinkedRecordFields, VideoBlockFields } from './fragments';
import { linkedRecordTarget } from './linked-record';
import type { ArticleSlugs } from './links';
import { mapImage, mapImages } from './map-common';
import type { RichText, RichTextBlock } from './types';

type RawBlock = ResultOf<typeof VideoBlockFields> | ResultOf<typeof ImageGalleryBlockFields> | { __typename: string; id: string };

export interface RawRichText {
  value: unknown;
  blocks: readonly RawBlock[];
  links: readonly (ResultOf<typeof LinkedRecordFields> | { __typename: string; id: string; _modelApiKey: string })[];
}

/** `editingUrl`: the structured-text field that holds the block, in the editor (draft mode with Content Link). */
function mapBlock(raw: RawBlock, editingUrl: string | undefined): RichTextBlock | null {
  const link = editingUrl ? { editingUrl } : {};
  if (raw.__typename === 'VideoBlockRecord' && 'video' in raw) {
    const video = raw.video;
    if (!video) return null;
    return {
      __typename: 'VideoBlockRecord',
      id: raw.id,
      title: raw.title ?? video.title,
      url: video.url,
      provider: video.provider,
      providerUid: video.providerUid,
      thumbnail: mapImage(raw.thumbnail, raw.title ?? video.title),
      ...link,
    };
  }
  if (raw.__typename === 'ImageGalleryBlockRecord' && 'images' in raw) {
    return { __typename: 'ImageGalleryBlockRecord', id: raw.id, title: raw.title ?? '', images: mapImages(raw.images, raw.title ?? ''), ...link };
  }
  // A block type the storefront does not know stays out; rendering it fails loudly (docs/shop.md, When something fails).
  return null;
}

/**
 * Structured text with its blocks and links made ready for rendering (links carry storefront URLs).
 * `editingUrl`: the field in the editor, which its blocks link to in draft mode (`fieldEditingUrl`).
 */
export function mapRichText(raw: RawRichText | null | undefined, slugs: ArticleSlugs, editingUrl?: string): RichText | null {
  if (!raw || raw.value === null || raw.value === undefined) return null;
  return {
    value: raw.value,
    blocks: raw.blocks.map((block) => mapBlock(block, editingUrl)).filter((block): block is RichTextBlock => block !== null),
    links: raw.links.map((link) => ({ __typename: link.__typename, id: link.id, ...linkedRecordTarget(link, slugs) })),
  };
}
