'use client';

import { useEffect, useRef, useState } from 'react';
import { ResponsiveImage } from './responsive-image';
import type { VideoBlockRecord } from './video-embed';
import styles from './video-block.module.css';

interface VideoBlockProps {
  block: VideoBlockRecord;
  /** From `videoEmbedUrl`, checked by the server renderer. */
  embedUrl: string;
  playLabel: string;
  privacyNote: string;
}

/**
 * A video block that loads nothing from the video provider until the shopper presses play: first a local
 * thumbnail and a play button, then the provider's player in an iframe (which then takes focus).
 */
export function VideoBlock({ block, embedUrl, playLabel, privacyNote }: VideoBlockProps) {
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  return (
    // In draft mode with Content Link the block links to its structured-text field in the editor.
    <figure className={styles.video} data-datocms-content-link-url={block.editingUrl}>
      <div className={styles.stage}>
        {playing ? (
          <iframe
            ref={frameRef}
            className={styles.frame}
            src={embedUrl}
            title={block.title}
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <button type="button" className={styles.poster} onClick={() => setPlaying(true)} aria-label={playLabel}>
            {block.thumbnail ? (
              <ResponsiveImage image={block.thumbnail} sizes="(max-width: 767px) 100vw, 760px" fit="cover" aspectRatio="16 / 9" decorative />
            ) : null}
            <span className={styles.play} aria-hidden="true">
              <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
                <path d="M8 5.5v13l10.5-6.5L8 5.5Z" fill="currentColor" />
              </svg>
            </span>
          </button>
        )}
      </div>
      <figcaption className={styles.caption}>
        <span className={styles.title}>{block.title}</span>
        {playing ? null : <span className={styles.note}>{privacyNote}</span>}
      </figcaption>
    </figure>
  );
}
