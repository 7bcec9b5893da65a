/** Money inside the service is integer öre; the API speaks SEK with two decimals. */

export function toOre(sek: number): number {
  return Math.round(sek * 100);
}

export function toSek(ore: number): number {
  return Math.round(ore) / 100;
}

/** True when a SEK amount has at most two decimals. */
export function hasWholeOre(sek: number): boolean {
  return Number.isFinite(sek) && Math.abs(sek * 100 - Math.round(sek * 100)) < 1e-6;
}
