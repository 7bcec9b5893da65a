import { describe, expect, it } from 'vitest';
import { groupByLetter, groupLetter } from '@/components/content/alphabet-groups';

describe('groupLetter (Swedish alphabet)', () => {
  it.each<[string, string]>([
    ['Aurum', 'A'],
    ['ädel', 'Ä'],
    ['Åkesson', 'Å'],
    ['Örn & Co', 'Ö'],
    ['Ærø', 'Ä'],
    ['Østergaard', 'Ö'],
    ['Über', 'Y'],
    ['Étoile', 'E'],
    ['Zeta', 'Z'],
    ['  stjärna', 'S'],
    ['3 Smeder', '#'],
    ['', '#'],
  ])('%j → %s', (name, letter) => {
    expect(groupLetter(name)).toBe(letter);
  });
});

describe('groupByLetter', () => {
  it('orders groups A–Z then Å, Ä, Ö, then #, and sorts names the Swedish way inside a group', () => {
    const names = ['Örn', 'Zeta', 'Ädel', 'Åkesson', 'Aurum', 'Atelier', '3 Smeder', 'Étoile', 'Ebba'];
    const groups = groupByLetter(names, (name) => name);
    expect(groups.map((group) => group.letter)).toEqual(['A', 'E', 'Z', 'Å', 'Ä', 'Ö', '#']);
    expect(groups.find((group) => group.letter === 'A')?.items).toEqual(['Atelier', 'Aurum']);
    expect(groups.find((group) => group.letter === 'E')?.items).toEqual(['Ebba', 'Étoile']);
  });

  it('is empty for no items', () => {
    expect(groupByLetter([], (name: string) => name)).toEqual([]);
  });
});
