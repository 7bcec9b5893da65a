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

/** How the provider is named to a shopper. */
export function videoProviderName(provider: string): string {
  switch (provider.toLowerCase()) {
    case 'youtube':
      return 'YouTube';
    case 'vimeo':
      return 'Vimeo';
    default:
      return provider;
  }
}
