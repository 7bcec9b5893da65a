/**
 * Small text and date helpers for Swedish demo content.
 */

const FOLD: Record<string, string> = { å: 'a', ä: 'a', ö: 'o', é: 'e', è: 'e', ü: 'u', æ: 'ae', ø: 'o' };

/** URL slug: lower case ASCII, words joined by hyphens (`Örhängen Bölja` → `orhangen-bolja`). */
export function slugify(text: string): string {
  return text
    .toLocaleLowerCase('sv-SE')
    .replace(/[åäöéèüæø]/g, (c) => FOLD[c] ?? c)
    .replace(/&/g, ' och ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase('sv-SE') + text.slice(1);
}

/** Swedish list: `a, b och c`. */
export function joinSwedish(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} och ${items[items.length - 1]}`;
}

/** Swedish decimal: 17.5 → `17,5`. */
export function decimal(value: number): string {
  return String(value).replace('.', ',');
}

/** Swedish money for texts: 1495 → `1 495 kr`. */
export function kronor(value: number): string {
  return `${String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')} kr`;
}

const DAY = 86_400_000;

/** The ISO timestamp `days` (may be fractional) before the reference date's midnight UTC. */
export function daysBefore(referenceDate: string, days: number): string {
  const base = Date.parse(`${referenceDate}T00:00:00.000Z`);
  return new Date(base - Math.round(days * DAY / 60_000) * 60_000).toISOString();
}

/** Today's date in UTC (`YYYY-MM-DD`): the default anchor of the catalogue's relative dates. */
export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}
