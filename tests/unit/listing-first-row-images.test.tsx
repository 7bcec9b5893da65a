// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HitsView } from '@/components/listing/listing-views';
import { dictionaryDefaults } from '@/lib/content/dictionary-defaults';
import type { ProductHitCard } from '@/lib/search/product-hit';

/**
 * Issue 31: a listing's first row of cards is what the shopper came for, and the first card's image is the
 * page's largest paint. The prerendered and the live listing both draw their cards with HitsView.
 */

afterEach(cleanup);

const card = (index: number): ProductHitCard => ({
  objectID: `v${index}`,
  href: `/ringar/ring-${index}/?variantId=${index}`,
  name: `Ring ${index}`,
  brandName: 'Ekdahl & Lind',
  image: { src: `http://127.0.0.1:8300/uploads/ring-${index}.jpg`, width: 1200, height: 1200, alt: `Ring ${index}`, title: null, bgColor: null },
  price: { amount: 1695, original: 1695, percentDiscount: 0, isDiscounted: false },
  isNew: false,
});

describe('the first row of a listing', () => {
  it('loads its images at once, the first at high priority, and the rest lazily', () => {
    render(<HitsView texts={dictionaryDefaults} cards={[0, 1, 2, 3, 4].map((index) => ({ card: card(index) }))} answered />);
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(5);
    expect(images[0]?.getAttribute('loading')).not.toBe('lazy');
    expect(images[0]?.getAttribute('fetchpriority')).toBe('high');
    for (const image of images.slice(1, 3)) {
      expect(image.getAttribute('loading')).toBe('eager');
      expect(image.getAttribute('fetchpriority')).not.toBe('high');
    }
    for (const image of images.slice(3)) expect(image.getAttribute('loading')).toBe('lazy');
  });
});
