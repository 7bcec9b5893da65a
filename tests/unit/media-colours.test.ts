import { describe, expect, it } from 'vitest';
import { blendHex } from '@/services/seed/media-registry';
import { mapImage } from '@/lib/content/map-common';

describe('image placeholder colours', () => {
  it('blends two colours channel by channel', () => {
    expect(blendHex('#000000', '#ffffff', 0)).toBe('#000000');
    expect(blendHex('#000000', '#ffffff', 1)).toBe('#ffffff');
    expect(blendHex('#f4efe7', '#c9a24a', 0.2)).toBe('#ebe0c8');
  });

  it('passes only a hex colour on to the style attribute', () => {
    const raw = (bgColor: string | null) => ({ id: '1', url: '/a.webp', alt: 'A', title: null, width: 10, height: 10, focalPoint: null, responsiveImage: { src: '/a.webp', width: 10, height: 10, alt: 'A', title: null, bgColor } });
    expect(mapImage(raw('#a1b2c3'))?.bgColor).toBe('#a1b2c3');
    expect(mapImage(raw('#abc'))?.bgColor).toBe('#abc');
    expect(mapImage(raw('red; background-image: url(x)'))?.bgColor).toBeNull();
    expect(mapImage(raw('#12345'))?.bgColor).toBeNull();
    expect(mapImage(raw(null))?.bgColor).toBeNull();
  });
});
