import { describe, expect, it } from 'vitest';
import { withoutRepeatedSiteName } from '@/lib/content/seo-title';

/** Titles do not repeat the shop's name (issue 25). */
describe('a page title', () => {
  it.each([
    ['Glans – smycken och accessoarer – Glans', 'Glans – smycken och accessoarer'],
    ['Om Glans – Glans', 'Om Glans'],
    ['Ringar – Glans', 'Ringar – Glans'],
    ['Ring Ängsull – Ekdahl & Lind – Glans', 'Ring Ängsull – Ekdahl & Lind – Glans'],
    ['Glansigt silver – Glans', 'Glansigt silver – Glans'],
    ['Glans', 'Glans'],
  ])('%s → %s', (title, expected) => {
    expect(withoutRepeatedSiteName(title, 'Glans')).toBe(expected);
  });
});
