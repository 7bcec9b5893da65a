/**
 * Types of the product designs (see `designs.ts`).
 */
import type { VariantSize, SizeKind } from './catalogue-types';
import type { StoneKey, Tier } from './finishes';
import type { PendantShape } from './media/draw-pendants';
import type { MetalTone } from './media/palettes';
import type { ProductDrawing } from './media/product-art';
import type { Rng } from './prng';
import type { ColourKey, MaterialKey, SubtypeKey } from './taxonomy';

export type CatalogueRng = Rng;

/** What sets one look apart besides its metal: a stone, a strap, a velvet or silk colour, a charm. */
export interface Accent {
  key: string;
  stone?: StoneKey;
  colour?: ColourKey;
  material?: MaterialKey;
  /** Variant label when a family comes in several accents, e.g. `brunt läder`. */
  label?: string;
  /** Name phrase, e.g. `med brunt läderarmband`. */
  phrase?: string;
  dial?: string;
  charm?: PendantShape;
}

export interface Look {
  key: string;
  /** The product noun of the family name: `Förlovningsring`, `Creoler`. */
  noun: string;
  /** Every metal tone and accent this look is drawn in; each pair has its own illustration. */
  combos: { tone: MetalTone; accent: Accent }[];
  draw: (tone: MetalTone, accent: Accent) => ProductDrawing;
  /** Whether a close-up picture is drawn too. */
  detail: boolean;
  /** Price band of this look when it differs from the design's. */
  price?: [number, number];
}

export type SizeRule =
  | { kind: 'ring' }
  | { kind: 'choose'; size: SizeKind; unit: 'mm' | 'cm'; values: number[]; min: number; max: number }
  | { kind: 'fixed'; sizes: VariantSize[] }
  | { kind: 'none' };

export interface Design {
  subtype: SubtypeKey;
  /** Relative share of the families. */
  weight: number;
  /** Whether the piece is made of one of the metal finishes (scarves and velvet boxes are not). */
  metal: boolean;
  tiers: [Tier, number][];
  looks: Look[];
  sizes: SizeRule;
  /** Band widths in mm, added as a second size to rings that have them. */
  widths?: number[];
  /** Chance that the variants are finishes or accents instead of sizes. */
  multi: number;
  multiAxis?: 'finish' | 'accent';
  price: Partial<Record<Tier, [number, number]>>;
}
