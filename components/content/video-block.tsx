'use client';

import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { PlayIcon, StaticVideo, VideoFigure, type VideoViewProps } from './video-view';
import styles from './video-block.module.css';

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
export function VideoBlock(props: VideoViewProps) {
  const { block, embedUrl, watchUrl, texts, picture } = props;
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
        <PlayIcon />
      </button>
    );
  } else {
    return <StaticVideo {...props} />;
  }

  const note = stage === 'unreachable' ? 'none' : stage === 'playing' ? 'link' : 'privacy';
  return <VideoFigure block={block} watchUrl={watchUrl} texts={texts} stage={stageContent} note={note} />;
}
