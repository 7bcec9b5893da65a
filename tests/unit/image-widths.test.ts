import { describe, expect, it } from 'vitest';
import { MAX_DENSITY, parseSrcSet, trimSrcSet, widestDrawing } from '@/lib/content/image-widths';

const url = (width: number) => `/_next/image/?url=%2Fmedia%2Fdemo%2Fring.webp&w=${width}&q=75`;
const srcSetOf = (widths: number[]) => widths.map((width) => `${url(width)} ${width}w`).join(', ');
const NEXT_WIDTHS = [256, 384, 640, 750, 828, 1080, 1280, 1600, 1920];

describe('the widest an image is drawn, from its sizes', () => {
  it('reads pixel widths and viewport widths bounded by a max-width condition', () => {
    expect(widestDrawing('(max-width: 767px) 50vw, (max-width: 1279px) 33vw, 280px')).toBeCloseTo(422.07);
    expect(widestDrawing('(max-width: 767px) 100vw, (max-width: 1280px) 50vw, 620px')).toBe(767);
    expect(widestDrawing('(max-width: 767px) 100vw, 760px')).toBe(767);
    expect(widestDrawing('64px')).toBe(64);
  });

  it('has no bound for a viewport width without a max-width condition, or anything it does not read', () => {
    expect(widestDrawing('(max-width: 767px) 100vw, 60vw')).toBeUndefined();
    expect(widestDrawing('100vw')).toBeUndefined();
    expect(widestDrawing('(min-width: 768px) 50vw, 100vw')).toBeUndefined();
    expect(widestDrawing('calc(100vw - 2rem)')).toBeUndefined();
    expect(widestDrawing('')).toBeUndefined();
  });
});

describe('srcset widths an image can use', () => {
  it('keeps the widths up to the first that covers a 2x screen at the widest drawing, and the largest kept as src', () => {
    // A product card: at most 422 CSS px wide, so 844 device px; 1,080 covers it.
    const card = trimSrcSet(srcSetOf(NEXT_WIDTHS), '(max-width: 767px) 50vw, (max-width: 1279px) 33vw, 280px');
    expect(parseSrcSet(card!.srcSet)!.map((candidate) => candidate.width)).toEqual([256, 384, 640, 750, 828, 1080]);
    expect(card!.src).toBe(url(1080));
    // The hero: at most 767 CSS px, so 1,534; 1,600 covers it and 1,920 goes.
    const hero = trimSrcSet(srcSetOf(NEXT_WIDTHS.slice(1)), '(max-width: 767px) 100vw, (max-width: 1280px) 50vw, 620px');
    expect(parseSrcSet(hero!.srcSet)!.map((candidate) => candidate.width)).toEqual([384, 640, 750, 828, 1080, 1280, 1600]);
    expect(MAX_DENSITY).toBe(2);
  });

  it('keeps every width when none covers the widest drawing, and an exact match ends the list', () => {
    expect(parseSrcSet(trimSrcSet(srcSetOf([256, 384]), '800px')!.srcSet)!.map((candidate) => candidate.width)).toEqual([256, 384]);
    expect(parseSrcSet(trimSrcSet(srcSetOf([64, 128, 256]), '64px')!.srcSet)!.map((candidate) => candidate.width)).toEqual([64, 128]);
  });

  it('leaves the srcset alone when the sizes have no bound or the srcset is not a list of widths', () => {
    expect(trimSrcSet(srcSetOf(NEXT_WIDTHS), '100vw')).toBeUndefined();
    expect(trimSrcSet(`${url(64)} 1x, ${url(128)} 2x`, '64px')).toBeUndefined();
    expect(trimSrcSet(undefined, '64px')).toBeUndefined();
    expect(trimSrcSet(srcSetOf(NEXT_WIDTHS), undefined)).toBeUndefined();
  });
});
