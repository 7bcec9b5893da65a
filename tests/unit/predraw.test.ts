import { describe, expect, it } from 'vitest';
import { firstScreenImages } from '@/services/launcher/predraw';

/** The demo start draws the first screens' images (issue 31): which images of a page those are. */
describe('first-screen images of a page', () => {
  it('takes non-lazy images and image preloads at every srcset width, and leaves lazy images', () => {
    const html = [
      '<link rel="preload" as="image" imageSrcSet="http://assets.test/hero.jpg?w=640&amp;auto=format 640w, http://assets.test/hero.jpg?w=1280&amp;auto=format 1280w" fetchPriority="high"/>',
      '<img alt="" src="http://assets.test/hero.jpg?w=1280" srcSet="http://assets.test/hero.jpg?w=640&amp;auto=format 640w, http://assets.test/hero.jpg?w=1280&amp;auto=format 1280w" fetchPriority="high"/>',
      '<img alt="" loading="eager" src="/_next/image/?url=%2Fmedia%2Fa.jpg&amp;w=384&amp;q=75" srcSet="/_next/image/?url=%2Fmedia%2Fa.jpg&amp;w=256&amp;q=75 256w"/>',
      '<img alt="" loading="lazy" src="http://assets.test/later.jpg?w=384" srcSet="http://assets.test/later.jpg?w=384 384w"/>',
    ].join('');
    expect(firstScreenImages(html, 'http://shop.test/ringar/').sort()).toEqual(
      [
        'http://assets.test/hero.jpg?w=640&auto=format',
        'http://assets.test/hero.jpg?w=1280&auto=format',
        'http://assets.test/hero.jpg?w=1280',
        'http://shop.test/_next/image/?url=%2Fmedia%2Fa.jpg&w=384&q=75',
        'http://shop.test/_next/image/?url=%2Fmedia%2Fa.jpg&w=256&q=75',
      ].sort(),
    );
  });
});
