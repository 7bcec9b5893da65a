/**
 * Metal finishes and stones: what a variant is made of, how it is named in Swedish, which colour and
 * material filters it belongs to, and how the illustration draws it.
 */
import type { MetalTone, StoneKind } from './media/palettes';
import type { ColourKey, MaterialKey } from './taxonomy';

/** Price tiers; the product designs give each tier its SEK range. */
export type Tier = 'fine' | 'gold' | 'silver' | 'steel';

export type FinishKey = 'gold18' | 'white18' | 'rose18' | 'gold14' | 'rose14' | 'silver' | 'gilded' | 'rosegilded' | 'steel' | 'steelgold' | 'steelrose' | 'steelblack';

export interface Finish {
  key: FinishKey;
  material: MaterialKey;
  colour: ColourKey;
  tone: MetalTone;
  tier: Tier;
  /** `i 18K guld` */
  phrase: string;
  /** Variant name suffix when a family comes in several finishes: `18K vitguld`. */
  label: string;
}

export const FINISHES: Record<FinishKey, Finish> = {
  gold18: { key: 'gold18', material: 'gold18', colour: 'guld', tone: 'gold', tier: 'fine', phrase: 'i 18K guld', label: '18K guld' },
  white18: { key: 'white18', material: 'whitegold18', colour: 'silver', tone: 'silver', tier: 'fine', phrase: 'i 18K vitguld', label: '18K vitguld' },
  rose18: { key: 'rose18', material: 'gold18', colour: 'roseguld', tone: 'rose', tier: 'fine', phrase: 'i 18K roséguld', label: '18K roséguld' },
  gold14: { key: 'gold14', material: 'gold14', colour: 'guld', tone: 'gold', tier: 'gold', phrase: 'i 14K guld', label: '14K guld' },
  rose14: { key: 'rose14', material: 'gold14', colour: 'roseguld', tone: 'rose', tier: 'gold', phrase: 'i 14K roséguld', label: '14K roséguld' },
  silver: { key: 'silver', material: 'silver925', colour: 'silver', tone: 'silver', tier: 'silver', phrase: 'i sterlingsilver', label: 'sterlingsilver' },
  gilded: { key: 'gilded', material: 'gilded', colour: 'guld', tone: 'gold', tier: 'silver', phrase: 'i förgyllt silver', label: 'förgyllt silver' },
  rosegilded: { key: 'rosegilded', material: 'rosegilded', colour: 'roseguld', tone: 'rose', tier: 'silver', phrase: 'i roséförgyllt silver', label: 'roséförgyllt silver' },
  steel: { key: 'steel', material: 'steel', colour: 'silver', tone: 'silver', tier: 'steel', phrase: 'i rostfritt stål', label: 'stål' },
  steelgold: { key: 'steelgold', material: 'steelgold', colour: 'guld', tone: 'gold', tier: 'steel', phrase: 'i guldpläterat stål', label: 'guldpläterat stål' },
  steelrose: { key: 'steelrose', material: 'steelrose', colour: 'roseguld', tone: 'rose', tier: 'steel', phrase: 'i roséguldpläterat stål', label: 'roséguldpläterat stål' },
  steelblack: { key: 'steelblack', material: 'steel', colour: 'svart', tone: 'black', tier: 'steel', phrase: 'i svart stål', label: 'svart stål' },
};

/** Finishes a family may offer side by side (same price tier, so one price fits all). */
export const FINISH_FAMILIES: Record<Tier, FinishKey[]> = {
  fine: ['gold18', 'white18', 'rose18'],
  gold: ['gold14', 'rose14'],
  silver: ['gilded', 'silver', 'rosegilded'],
  steel: ['steel', 'steelgold', 'steelrose', 'steelblack'],
};

export type StoneKey = 'diamond' | 'zirconia' | 'sapphire' | 'emerald' | 'ruby' | 'moonstone' | 'onyx' | 'pearl';

export interface Stone {
  key: StoneKey;
  material: MaterialKey;
  /** Colour filter value, or null for colourless stones. */
  colour: ColourKey | null;
  /** How the illustration draws it ('pearl' is drawn as a pearl, not a cut stone). */
  drawAs: StoneKind | 'pearl';
  /** `med diamant` */
  phrase: string;
  /** `en briljantslipad diamant` */
  described: string;
}

export const STONES: Record<StoneKey, Stone> = {
  diamond: { key: 'diamond', material: 'diamond', colour: null, drawAs: 'diamond', phrase: 'med diamant', described: 'en briljantslipad diamant' },
  zirconia: { key: 'zirconia', material: 'zirconia', colour: 'vit', drawAs: 'diamond', phrase: 'med zirkonia', described: 'en gnistrande zirkonia' },
  sapphire: { key: 'sapphire', material: 'sapphire', colour: 'bla', drawAs: 'sapphire', phrase: 'med safir', described: 'en djupblå safir' },
  emerald: { key: 'emerald', material: 'emerald', colour: 'gron', drawAs: 'emerald', phrase: 'med smaragd', described: 'en klargrön smaragd' },
  ruby: { key: 'ruby', material: 'ruby', colour: 'rod', drawAs: 'ruby', phrase: 'med rubin', described: 'en varmröd rubin' },
  moonstone: { key: 'moonstone', material: 'moonstone', colour: 'vit', drawAs: 'moonstone', phrase: 'med månsten', described: 'en mjukt skimrande månsten' },
  onyx: { key: 'onyx', material: 'onyx', colour: 'svart', drawAs: 'onyx', phrase: 'med onyx', described: 'en blanksvart onyx' },
  pearl: { key: 'pearl', material: 'pearl', colour: 'vit', drawAs: 'pearl', phrase: 'med pärla', described: 'en vit sötvattenspärla' },
};

/** Precious stones are set in gold; silver and steel pieces get zirconia in their place. */
export function stoneForTier(stone: StoneKey, tier: Tier): StoneKey {
  return stone === 'diamond' && (tier === 'silver' || tier === 'steel') ? 'zirconia' : stone;
}
