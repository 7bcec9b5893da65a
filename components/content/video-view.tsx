import type { ReactNode } from 'react';
import type { VideoBlockRecord } from './video-embed';
import styles from './video-block.module.css';

export interface VideoBlockTexts {
  /** The play button's name ("Spela upp videon: {title}", filled). */
  play: string;
  /** Where the video comes from and when ("Videon hämtas från YouTube först när du trycker på play."). */
  privacyNote: string;
  /** The link to the video on the provider's site ("Se videon på YouTube"). */
  watchOn: string;
  /** Said when the provider cannot be reached ("Videon kunde inte laddas från YouTube."). */
  unreachable: string;
}

export interface VideoViewProps {
  block: VideoBlockRecord;
  /** From `videoEmbedUrl`: the provider's player, or null for a provider the shop does not embed. */
  embedUrl: string | null;
  /** From `videoWatchUrl`: the video on the provider's site, or null when the block gives none. */
  watchUrl: string | null;
  texts: VideoBlockTexts;
  /** The poster (the block's thumbnail), drawn by the server (`structured-text.tsx`); null without one. */
  picture: ReactNode;
}

export function PlayIcon() {
  return (
    <span className={styles.play} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
        <path d="M8 5.5v13l10.5-6.5L8 5.5Z" fill="currentColor" />
      </svg>
    </span>
  );
}

interface VideoFigureProps extends Pick<VideoViewProps, 'block' | 'watchUrl' | 'texts'> {
  stage: ReactNode;
  /** What the caption says under the title: where the video comes from and the link to it, the link alone, or nothing. */
  note: 'privacy' | 'link' | 'none';
}

/** The block's frame: its stage, and a caption with the title and the link to the video on the provider's site. */
export function VideoFigure({ block, watchUrl, texts, stage, note }: VideoFigureProps) {
  return (
    // In draft mode with Content Link the block links to its structured-text field in the editor.
    <figure className={styles.video} data-datocms-content-link-url={block.editingUrl}>
      <div className={styles.stage}>{stage}</div>
      <figcaption className={styles.caption}>
        <span className={styles.title}>{block.title}</span>
        {note === 'none' ? null : (
          <span className={styles.note}>
            {note === 'privacy' ? <span>{texts.privacyNote} </span> : null}
            {watchUrl ? (
              <a href={watchUrl} rel="noopener">
                {texts.watchOn}
              </a>
            ) : null}
          </span>
        )}
      </figcaption>
    </figure>
  );
}

/**
 * The block before the page is interactive: the server's HTML, what a browser without JavaScript keeps, and
 * what stands in the block's place while its code is on its way. The poster leads to the provider's site;
 * the caption's link names it for keyboards and screen readers, so the poster's is left out of both.
 */
export function StaticVideo({ block, embedUrl, watchUrl, texts, picture }: VideoViewProps) {
  const stage = watchUrl ? (
    <a href={watchUrl} className={styles.poster} tabIndex={-1} aria-hidden="true" rel="noopener">
      {picture}
      <PlayIcon />
    </a>
  ) : (
    <div className={styles.poster}>{picture}</div>
  );
  return <VideoFigure block={block} watchUrl={watchUrl} texts={texts} stage={stage} note={embedUrl ? 'privacy' : 'link'} />;
}
