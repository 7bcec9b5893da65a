'use client';

import { useEffect, useId, useState, type CSSProperties, type ReactNode } from 'react';
import { SLIDER_AUTOPLAY_MS, SLIDER_TRANSITION_MS } from '@/lib/constants';
import { fillTemplate } from '@/lib/format';
import styles from './category-slider.module.css';

export interface CategorySliderLabels {
  /** The carousel's name (the category's title). */
  label: string;
  carousel: string;
  slide: string;
  /** Template with `{index}` and `{count}`. */
  slideLabel: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
}

/** One slide: its image as the server drew it (`category-slider-block.tsx`), and its caption. */
export interface CategorySlide {
  key: string;
  image: ReactNode;
  caption: string | null;
}

interface CategorySliderProps {
  slides: readonly CategorySlide[];
  /** The frame's proportions (`sliderRatio`), set on the server from the first image. */
  ratio: string;
  labels: CategorySliderLabels;
}

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

/**
 * The category's image slider (lib/constants.ts: 300 ms transitions, 3000 ms autoplay), built to the WAI-ARIA
 * carousel pattern: a visible pause/play button first, previous/next buttons, slides labelled "n of m".
 * Autoplay pauses while the pointer is over it or focus is inside it, stops when the shopper pauses it,
 * and never starts for someone who prefers reduced motion. The live region is silent while it plays.
 */
export function CategorySlider({ slides, ratio, labels }: CategorySliderProps) {
  const [index, setIndex] = useState(0);
  /** `auto` follows the default (play unless the shopper prefers reduced motion); the button sets the others. */
  const [playState, setPlayState] = useState<'auto' | 'paused' | 'playing'>('auto');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const slidesId = useId();
  const count = slides.length;
  const autoplayAllowed = playState === 'playing' || (playState === 'auto' && !reducedMotion);
  const rotating = autoplayAllowed && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((previous) => (previous + 1) % count), SLIDER_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [rotating, count]);

  if (count === 0) return null;
  const go = (next: number) => setIndex(((next % count) + count) % count);
  const sliderStyle = { '--slider-transition': `${SLIDER_TRANSITION_MS}ms`, '--slider-ratio': ratio } as CSSProperties;

  return (
    <section
      className={styles.slider}
      style={sliderStyle}
      aria-roledescription={labels.carousel}
      aria-label={labels.label}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={styles.viewport}>
        <div id={slidesId} className={styles.track} style={{ transform: `translateX(${-100 * index}%)` }} aria-live={rotating ? 'off' : 'polite'}>
          {slides.map((slide, slideIndex) => {
            const hidden = slideIndex !== index;
            return (
              <div
                key={slide.key}
                className={styles.slide}
                role="group"
                aria-roledescription={labels.slide}
                aria-label={fillTemplate(labels.slideLabel, { index: slideIndex + 1, count })}
                aria-hidden={hidden || undefined}
              >
                {slide.image}
                {slide.caption ? <p className={styles.caption}>{slide.caption}</p> : null}
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            onClick={() => setPlayState(autoplayAllowed ? 'paused' : 'playing')}
            aria-label={autoplayAllowed ? labels.pause : labels.play}
          >
            {autoplayAllowed ? <PauseIcon /> : <PlayIcon />}
          </button>
          <div className={styles.dots} aria-hidden="true">
            {slides.map((slide, dotIndex) => (
              <span key={slide.key} className={dotIndex === index ? `${styles.dot} ${styles.activeDot}` : styles.dot} />
            ))}
          </div>
          <div className={styles.arrows}>
            <button type="button" className={styles.control} onClick={() => go(index - 1)} aria-controls={slidesId} aria-label={labels.previous}>
              <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
                <path d="M12.5 4 6.5 10l6 6" stroke="currentColor" strokeWidth="1.5" fill="none" />
              </svg>
            </button>
            <button type="button" className={styles.control} onClick={() => go(index + 1)} aria-controls={slidesId} aria-label={labels.next}>
              <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
                <path d="M7.5 4l6 6-6 6" stroke="currentColor" strokeWidth="1.5" fill="none" />
              </svg>
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M6.5 4.5v11M13.5 4.5v11" stroke="currentColor" strokeWidth="2" fill="none" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M6.5 4v12l9.5-6-9.5-6Z" fill="currentColor" />
    </svg>
  );
}
