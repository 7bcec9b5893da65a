import type { RichTextBlock } from '@/lib/content/types';

export type VideoBlockRecord = Extract<RichTextBlock, { __typename: 'VideoBlockRecord' }>;

/**
 * The privacy-friendly player address of a video block: YouTube's no-cookie domain, Vimeo with
 * do-not-track. Null for a provider the storefront cannot embed.
 */
export function videoEmbedUrl(block: Pick<VideoBlockRecord, 'provider' | 'providerUid'>): string | null {
  const uid = encodeURIComponent(block.providerUid.trim());
  if (uid === '') return null;
  switch (block.provider.toLowerCase()) {
    case 'youtube':
      return `https://www.youtube-nocookie.com/embed/${uid}?autoplay=1&rel=0`;
    case 'vimeo':
      return `https://player.vimeo.com/video/${uid}?autoplay=1&dnt=1`;
    default:
      return null;
  }
}

/**
 * The video on the provider's own site, for a shopper who cannot or would rather not play it here: the
 * video field's web address, else one made from the provider's id. Null when there is neither.
 */
export function videoWatchUrl(block: Pick<VideoBlockRecord, 'url' | 'provider' | 'providerUid'>): string | null {
  const url = block.url.trim();
  if (/^https?:\/\//i.test(url)) return url;
  const uid = encodeURIComponent(block.providerUid.trim());
  if (uid === '') return null;
  switch (block.provider.toLowerCase()) {
    case 'youtube':
      return `https://www.youtube.com/watch?v=${uid}`;
    case 'vimeo':
      return `https://vimeo.com/${uid}`;
    case 'facebook':
      return `https://www.facebook.com/watch/?v=${uid}`;
    default:
      return null;
  }
}

/** How the provider is named to a shopper (DatoCMS's video field knows YouTube, Vimeo and Facebook). */
export function videoProviderName(provider: string): string {
  switch (provider.toLowerCase()) {
    case 'youtube':
      return 'YouTube';
    case 'vimeo':
      return 'Vimeo';
    case 'facebook':
      return 'Facebook';
    default:
      return provider;
  }
}
