'use client';

import { useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
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

interface VideoBlockProps {
  block: VideoBlockRecord;
  /** From `videoEmbedUrl`: the provider's player, or null for a provider the shop does not embed. */
  embedUrl: string | null;
  /** From `videoWatchUrl`: the video on the provider's site, or null when the block gives none. */
  watchUrl: string | null;
  texts: VideoBlockTexts;
  /** The poster (the block's thumbnail), drawn by the server (`structured-text.tsx`); null without one. */
  picture: ReactNode;
}

type Stage = 'poster' | 'checking' | 'playing' | 'unreachable';

/** Nothing to subscribe to: whether the page is interactive is known, and never changes, once it has hydrated. */
const noSubscription = () => () => {};

/** How long the provider may take to answer before the shopper is offered its site instead. */
const PROVIDER_TIMEOUT_MS = 8_000;

/**
 * Whether the provider's player answers at all. An iframe whose address cannot be reached shows the
 * browser's error page and still fires `load`, so the page asks first (an opaque request: nothing is read,
 * no cookies are sent) and frames the player only when it answered.
 */
async function providerAnswers(url: string): Promise<boolean> {
  try {
    await fetch(url, {
      method: 'HEAD',
      mode: 'no-cors',
      credentials: 'omit',
      cache: 'no-store',
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * A video block that loads nothing from the video provider until the shopper presses play: the shop's own
 * poster image and a play button, then the provider's player in an iframe (which then takes focus). The
 * video on the provider's site is always a link away: it is what the poster is without JavaScript or for a
 * provider the shop does not embed, and what the shopper is offered, with the poster kept, when the
 * provider cannot be reached. A frame is shown only for a player that answered.
 */
export function VideoBlock({ block, embedUrl, watchUrl, texts, picture }: VideoBlockProps) {
  const [stage, setStage] = useState<Stage>('poster');
  // The server's HTML, and the page until it is interactive, has the poster as a link to the provider's site.
  const interactive = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const frameRef = useRef<HTMLIFrameElement>(null);
  const awayRef = useRef<HTMLAnchorElement>(null);
  const reasonId = useId();

  useEffect(() => {
    if (stage === 'playing') frameRef.current?.focus();
    if (stage === 'unreachable') awayRef.current?.focus();
  }, [stage]);

  const play = async () => {
    if (!embedUrl || stage === 'checking') return;
    setStage('checking');
    setStage((await providerAnswers(embedUrl)) ? 'playing' : 'unreachable');
  };

  const playIcon = (
    <span className={styles.play} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
        <path d="M8 5.5v13l10.5-6.5L8 5.5Z" fill="currentColor" />
      </svg>
    </span>
  );

  let stageContent;
  if (stage === 'playing' && embedUrl) {
    stageContent = (
      <iframe
        ref={frameRef}
        className={styles.frame}
        src={embedUrl}
        title={block.title}
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  } else if (stage === 'unreachable') {
    stageContent = (
      <div className={styles.poster}>
        {picture}
        <div className={styles.away}>
          <p id={reasonId} className={styles.reason}>{texts.unreachable}</p>
          {/* Focus moves to the link, which is described by why it is offered. */}
          {watchUrl ? (
            <a ref={awayRef} href={watchUrl} className={styles.awayLink} rel="noopener" aria-describedby={reasonId}>
              {texts.watchOn}
            </a>
          ) : null}
        </div>
      </div>
    );
  } else if (interactive && embedUrl) {
    stageContent = (
      <button type="button" className={styles.poster} onClick={play} aria-label={texts.play} aria-busy={stage === 'checking' || undefined}>
        {picture}
        {playIcon}
      </button>
    );
  } else if (watchUrl) {
    // Without JavaScript (and for a provider the shop does not embed) the poster leads to the provider's
    // site; the caption's link names it for keyboards and screen readers, so this one is left out of both.
    stageContent = (
      <a href={watchUrl} className={styles.poster} tabIndex={-1} aria-hidden="true" rel="noopener">
        {picture}
        {playIcon}
      </a>
    );
  } else {
    stageContent = <div className={styles.poster}>{picture}</div>;
  }

  return (
    // In draft mode with Content Link the block links to its structured-text field in the editor.
    <figure className={styles.video} data-datocms-content-link-url={block.editingUrl}>
      <div className={styles.stage}>{stageContent}</div>
      <figcaption className={styles.caption}>
        <span className={styles.title}>{block.title}</span>
        {stage === 'unreachable' ? null : (
          <span className={styles.note}>
            {stage === 'playing' || !embedUrl ? null : <span>{texts.privacyNote} </span>}
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
