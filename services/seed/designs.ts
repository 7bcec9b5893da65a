/**
 * Product designs, one per subtype: what the pieces look like (and so which illustrations exist), the
 * metals and price bands they come in, their sizes, and how a family's variants differ.
 */
import type { CatalogueRng } from './design-types';
import type { Accent, Design, Look } from './design-types';
import { STONES, type StoneKey } from './finishes';
import type { MetalTone, StoneKind, TextileTone } from './media/palettes';
import type { ProductDrawing } from './media/product-art';

export type { Accent, Design, Look } from './design-types';

const PLAIN: Accent = { key: 'plain' };

function stone(key: StoneKey): Accent {
  return { key, stone: key };
}

function cross(tones: MetalTone[], accents: Accent[]): Look['combos'] {
  return tones.flatMap((tone) => accents.map((accent) => ({ tone, accent })));
}

function stoneDrawing(accent: Accent): StoneKind {
  const drawn = accent.stone ? STONES[accent.stone].drawAs : 'diamond';
  return drawn === 'pearl' ? 'moonstone' : drawn;
}

function look(key: string, noun: string, combos: Look['combos'], draw: (tone: MetalTone, accent: Accent) => ProductDrawing, detail = true, price?: [number, number]): Look {
  return { key, noun, combos, draw, detail, price };
}

const ring = (style: 'band' | 'wide' | 'dome' | 'solitaire' | 'trilogy' | 'signet' | 'pair' | 'eternity') => (tone: MetalTone, accent: Accent): ProductDrawing => ({
  motif: 'ring',
  ring: { style, tone, ...(accent.stone ? { stone: stoneDrawing(accent) } : {}) },
});

const pendant = (shape: 'heart' | 'coin' | 'moon' | 'star' | 'bar' | 'gem' | 'locket' | 'pearl', chainStyle: 'cable' | 'ball' = 'cable') => (tone: MetalTone, accent: Accent): ProductDrawing => ({
  motif: 'necklace',
  necklace: { style: 'pendant', tone, shape, chain: chainStyle, ...(accent.stone ? { stone: stoneDrawing(accent) } : {}) },
});

const chainLook = (style: 'curb' | 'figaro' | 'paperclip' | 'ball') => (tone: MetalTone): ProductDrawing => ({ motif: 'necklace', necklace: { style: 'chain', tone, chain: style } });

const LEATHER: Record<string, Accent> = {
  brown: { key: 'brown', colour: 'brun', material: 'leather', label: 'brunt läder', phrase: 'med brunt läderarmband' },
  black: { key: 'black', colour: 'svart', material: 'leather', label: 'svart läder', phrase: 'med svart läderarmband' },
  blue: { key: 'blue', colour: 'bla', material: 'leather', label: 'blått läder', phrase: 'med blått läderarmband' },
  pink: { key: 'pink', colour: 'rosa', material: 'leather', label: 'rosa läder', phrase: 'med rosa läderarmband' },
  green: { key: 'green', colour: 'gron', material: 'leather', label: 'grönt läder', phrase: 'med grönt läderarmband' },
  mesh: { key: 'mesh', label: 'meshlänk', phrase: 'med meshlänk' },
};

type Dial = 'white' | 'navy' | 'green' | 'black' | 'champagne';

function watchCombo(tone: MetalTone, strap: keyof typeof LEATHER, dial: Dial): Look['combos'][number] {
  const base = LEATHER[strap] as Accent;
  return { tone, accent: { ...base, key: `${strap}-${dial}`, dial } };
}

const watchDraw = (tone: MetalTone, accent: Accent): ProductDrawing => ({
  motif: 'watch',
  watch: { tone, strap: accent.key.startsWith('mesh') ? 'mesh' : (accent.key.split('-')[0] as TextileTone), dial: (accent.dial ?? 'white') as Dial },
});

function textile(key: TextileTone, colour: Accent['colour'], label: string, material: Accent['material']): Accent {
  return { key, colour, label, material };
}

const RING_SIZES = { kind: 'ring' } as const;

export const DESIGNS: Design[] = [
  {
    subtype: 'engagement',
    weight: 7,
    metal: true,
    tiers: [['fine', 0.6], ['gold', 0.25], ['silver', 0.15]],
    looks: [
      look('solitaire', 'Förlovningsring', cross(['gold', 'silver', 'rose'], [stone('diamond'), stone('sapphire'), stone('emerald')]), ring('solitaire')),
      look('trilogy', 'Förlovningsring', cross(['gold', 'silver'], [stone('diamond')]), ring('trilogy')),
    ],
    sizes: RING_SIZES,
    multi: 0,
    price: { fine: [8995, 24995], gold: [4995, 9995], silver: [695, 1495] },
  },
  {
    subtype: 'wedding',
    weight: 6,
    metal: true,
    tiers: [['fine', 0.5], ['gold', 0.5]],
    looks: [
      look('pair', 'Vigselring', cross(['gold', 'silver', 'rose'], [PLAIN]), ring('pair')),
      look('wide', 'Vigselring', cross(['gold', 'silver'], [PLAIN]), ring('wide')),
      look('dome', 'Vigselring', cross(['gold', 'rose'], [PLAIN]), ring('dome')),
    ],
    sizes: RING_SIZES,
    widths: [2, 3, 4, 5, 6],
    multi: 0,
    price: { fine: [5995, 14995], gold: [3495, 7995] },
  },
  {
    subtype: 'plain',
    weight: 7,
    metal: true,
    tiers: [['gold', 0.25], ['silver', 0.55], ['steel', 0.2]],
    looks: [look('band', 'Ring', cross(['gold', 'silver', 'rose', 'black'], [PLAIN]), ring('band')), look('dome', 'Ring', cross(['gold', 'silver'], [PLAIN]), ring('dome'))],
    sizes: RING_SIZES,
    widths: [2, 3, 4],
    multi: 0,
    price: { gold: [2495, 5995], silver: [395, 1295], steel: [295, 695] },
  },
  {
    subtype: 'stone',
    weight: 6,
    metal: true,
    tiers: [['fine', 0.3], ['gold', 0.3], ['silver', 0.4]],
    looks: [
      look('eternity', 'Alliansring', cross(['gold', 'silver'], [stone('diamond'), stone('emerald'), stone('sapphire')]), ring('eternity')),
      look('cocktail', 'Ring', cross(['gold', 'silver'], [stone('moonstone'), stone('ruby')]), ring('solitaire')),
    ],
    sizes: RING_SIZES,
    multi: 0,
    price: { fine: [6995, 19995], gold: [2995, 7995], silver: [495, 1495] },
  },
  {
    subtype: 'signet',
    weight: 3,
    metal: true,
    tiers: [['gold', 0.35], ['silver', 0.5], ['steel', 0.15]],
    looks: [look('signet', 'Signetring', cross(['gold', 'silver', 'black'], [PLAIN, stone('onyx')]), ring('signet'))],
    sizes: RING_SIZES,
    multi: 0,
    price: { gold: [3995, 8995], silver: [795, 1795], steel: [495, 895] },
  },
  {
    subtype: 'pendant',
    weight: 9,
    metal: true,
    tiers: [['fine', 0.1], ['gold', 0.2], ['silver', 0.7]],
    looks: [
      look('heart', 'Halsband', cross(['gold', 'silver', 'rose'], [PLAIN]), pendant('heart')),
      look('coin', 'Halsband', cross(['gold', 'rose'], [PLAIN]), pendant('coin')),
      look('moon', 'Halsband', cross(['gold', 'silver'], [stone('diamond')]), pendant('moon')),
      look('star', 'Halsband', cross(['gold', 'silver'], [PLAIN]), pendant('star')),
      look('bar', 'Halsband', cross(['gold', 'silver'], [PLAIN]), pendant('bar')),
      look('gem', 'Halsband', cross(['gold', 'silver'], [stone('sapphire')]), pendant('gem')),
    ],
    sizes: { kind: 'choose', size: 'length', unit: 'cm', values: [40, 42, 45, 50], min: 1, max: 3 },
    multi: 0.35,
    multiAxis: 'finish',
    price: { fine: [4995, 12995], gold: [2495, 6995], silver: [395, 1495] },
  },
  {
    subtype: 'chain',
    weight: 6,
    metal: true,
    tiers: [['fine', 0.1], ['gold', 0.3], ['silver', 0.6]],
    looks: [
      look('curb', 'Pansarkedja', cross(['gold', 'silver'], [PLAIN]), chainLook('curb')),
      look('figaro', 'Figarokedja', cross(['gold'], [PLAIN]), chainLook('figaro')),
      look('paperclip', 'Ankarkedja', cross(['gold', 'silver', 'rose'], [PLAIN]), chainLook('paperclip')),
      look('ball', 'Kulkedja', cross(['silver'], [PLAIN]), chainLook('ball')),
    ],
    sizes: { kind: 'choose', size: 'length', unit: 'cm', values: [40, 42, 45, 50, 60], min: 3, max: 5 },
    multi: 0,
    price: { fine: [6995, 19995], gold: [2995, 9995], silver: [495, 1995] },
  },
  {
    subtype: 'pearl-necklace',
    weight: 4,
    metal: true,
    tiers: [['gold', 0.3], ['silver', 0.7]],
    looks: [
      look('strand', 'Pärlhalsband', cross(['gold', 'silver'], [stone('pearl')]), (tone) => ({ motif: 'necklace', necklace: { style: 'pearls', tone } })),
      look('graduated', 'Pärlhalsband', cross(['gold', 'silver'], [stone('pearl')]), (tone) => ({ motif: 'necklace', necklace: { style: 'graduated', tone } })),
      look('pearl-drop', 'Halsband', cross(['gold', 'silver'], [stone('pearl')]), pendant('pearl')),
    ],
    sizes: { kind: 'choose', size: 'length', unit: 'cm', values: [40, 45, 50], min: 1, max: 2 },
    multi: 0,
    price: { gold: [2495, 5995], silver: [695, 1995] },
  },
  {
    subtype: 'locket',
    weight: 2,
    metal: true,
    tiers: [['gold', 0.3], ['silver', 0.7]],
    looks: [look('locket', 'Medaljong', cross(['gold', 'silver'], [PLAIN]), pendant('locket', 'ball'))],
    sizes: { kind: 'choose', size: 'length', unit: 'cm', values: [45, 50, 60], min: 1, max: 3 },
    multi: 0,
    price: { gold: [3495, 7995], silver: [695, 1795] },
  },
  {
    subtype: 'hoops',
    weight: 7,
    metal: true,
    tiers: [['gold', 0.15], ['silver', 0.65], ['steel', 0.2]],
    looks: [
      look('hoop', 'Creoler', cross(['gold', 'silver', 'rose', 'black'], [PLAIN]), (tone) => ({ motif: 'earrings', earrings: { style: 'hoop', tone } })),
      look('chunky', 'Creoler', cross(['gold', 'silver'], [PLAIN]), (tone) => ({ motif: 'earrings', earrings: { style: 'chunky', tone } })),
    ],
    sizes: { kind: 'choose', size: 'diameter', unit: 'mm', values: [10, 12, 15, 20, 25, 30, 40], min: 1, max: 4 },
    multi: 0.45,
    multiAxis: 'finish',
    price: { gold: [2495, 6995], silver: [295, 1295], steel: [295, 595] },
  },
  {
    subtype: 'studs',
    weight: 7,
    metal: true,
    tiers: [['fine', 0.15], ['gold', 0.15], ['silver', 0.7]],
    looks: [
      look('stone-stud', 'Örhängen', [...cross(['gold', 'silver', 'rose'], [stone('diamond')]), { tone: 'silver', accent: stone('sapphire') }], (tone, accent) => ({
        motif: 'earrings',
        earrings: { style: 'stud', tone, accent: 'stone', stone: stoneDrawing(accent) },
      })),
      look('pearl-stud', 'Pärlörhängen', cross(['gold', 'silver'], [stone('pearl')]), (tone) => ({ motif: 'earrings', earrings: { style: 'stud', tone, accent: 'pearl' } })),
      look('ball-stud', 'Kulörhängen', cross(['gold', 'silver', 'rose'], [PLAIN]), (tone) => ({ motif: 'earrings', earrings: { style: 'stud', tone, accent: 'ball' } })),
    ],
    sizes: { kind: 'choose', size: 'diameter', unit: 'mm', values: [4, 5, 6, 8], min: 1, max: 3 },
    multi: 0.6,
    multiAxis: 'finish',
    price: { fine: [3995, 12995], gold: [2495, 4995], silver: [295, 995] },
  },
  {
    subtype: 'drops',
    weight: 6,
    metal: true,
    tiers: [['gold', 0.2], ['silver', 0.8]],
    looks: [
      look('pearl-drop', 'Örhängen', cross(['gold', 'silver', 'rose'], [stone('pearl')]), (tone) => ({ motif: 'earrings', earrings: { style: 'drop', tone, accent: 'pearl' } })),
      look('gem-drop', 'Örhängen', cross(['gold', 'silver'], [stone('emerald')]), (tone, accent) => ({ motif: 'earrings', earrings: { style: 'drop', tone, accent: 'gem', stone: stoneDrawing(accent) } })),
      look('drop', 'Örhängen', cross(['gold', 'rose'], [PLAIN]), (tone) => ({ motif: 'earrings', earrings: { style: 'drop', tone, accent: 'drop' } })),
    ],
    sizes: { kind: 'none' },
    multi: 0.55,
    multiAxis: 'finish',
    price: { gold: [2495, 6995], silver: [395, 1495] },
  },
  {
    subtype: 'link-bracelet',
    weight: 6,
    metal: true,
    tiers: [['fine', 0.15], ['gold', 0.25], ['silver', 0.6]],
    looks: [
      look('curb', 'Armband', cross(['gold', 'silver'], [PLAIN]), (tone) => ({ motif: 'bracelet', bracelet: { style: 'chain', tone, chain: 'curb' } }), false),
      look('paperclip', 'Armband', cross(['gold', 'rose'], [PLAIN]), (tone) => ({ motif: 'bracelet', bracelet: { style: 'chain', tone, chain: 'paperclip' } }), false),
      look('tennis', 'Tennisarmband', cross(['gold', 'silver'], [stone('diamond')]), (tone) => ({ motif: 'bracelet', bracelet: { style: 'tennis', tone, stone: 'diamond' } }), false),
    ],
    sizes: { kind: 'choose', size: 'length', unit: 'cm', values: [17, 18, 19, 20, 21], min: 2, max: 5 },
    multi: 0,
    price: { fine: [9995, 24995], gold: [2995, 9995], silver: [395, 1995] },
  },
  {
    subtype: 'bangle',
    weight: 4,
    metal: true,
    tiers: [['gold', 0.2], ['silver', 0.6], ['steel', 0.2]],
    looks: [
      look('bangle', 'Armring', cross(['gold', 'silver', 'rose'], [PLAIN]), (tone) => ({ motif: 'bracelet', bracelet: { style: 'bangle', tone } }), false),
      look('stack', 'Armringar', cross(['gold'], [PLAIN]), (tone) => ({ motif: 'bracelet', bracelet: { style: 'stack', tone } }), false),
    ],
    sizes: { kind: 'choose', size: 'length', unit: 'cm', values: [17, 19, 21], min: 1, max: 3 },
    multi: 0.3,
    multiAxis: 'finish',
    price: { gold: [3995, 9995], silver: [595, 1795], steel: [395, 795] },
  },
  {
    subtype: 'pearl-bracelet',
    weight: 2,
    metal: true,
    tiers: [['gold', 0.2], ['silver', 0.8]],
    looks: [look('pearls', 'Pärlarmband', cross(['gold', 'silver'], [stone('pearl')]), (tone) => ({ motif: 'bracelet', bracelet: { style: 'pearls', tone } }), false)],
    sizes: { kind: 'choose', size: 'length', unit: 'cm', values: [17, 18, 19], min: 1, max: 3 },
    multi: 0,
    price: { gold: [2495, 4495], silver: [495, 1295] },
  },
  {
    subtype: 'leather-bracelet',
    weight: 3,
    metal: true,
    tiers: [['steel', 0.6], ['silver', 0.4]],
    looks: [
      look('leather', 'Läderarmband', [...cross(['silver', 'gold'], [LEATHER.brown as Accent, LEATHER.black as Accent]), { tone: 'black', accent: LEATHER.black as Accent }], (tone, accent) => ({
        motif: 'bracelet',
        bracelet: { style: 'leather', tone, leather: accent.key as TextileTone },
      }), false),
    ],
    sizes: { kind: 'choose', size: 'length', unit: 'cm', values: [17, 19, 21], min: 2, max: 3 },
    multi: 0.4,
    multiAxis: 'accent',
    price: { steel: [295, 795], silver: [495, 995] },
  },
  {
    subtype: 'ladies-watch',
    weight: 4,
    metal: true,
    tiers: [['steel', 1]],
    looks: [
      look('watch', 'Klocka', [
        watchCombo('gold', 'brown', 'white'),
        watchCombo('gold', 'mesh', 'green'),
        watchCombo('silver', 'mesh', 'white'),
        watchCombo('silver', 'blue', 'navy'),
        watchCombo('rose', 'pink', 'champagne'),
        watchCombo('rose', 'mesh', 'champagne'),
      ], watchDraw),
    ],
    sizes: { kind: 'choose', size: 'diameter', unit: 'mm', values: [28, 32, 34, 36], min: 1, max: 3 },
    multi: 0.35,
    multiAxis: 'accent',
    price: { steel: [1495, 6995] },
  },
  {
    subtype: 'mens-watch',
    weight: 4,
    metal: true,
    tiers: [['steel', 1]],
    looks: [
      look('watch', 'Klocka', [
        watchCombo('silver', 'black', 'black'),
        watchCombo('silver', 'mesh', 'navy'),
        watchCombo('silver', 'brown', 'green'),
        watchCombo('black', 'black', 'black'),
        watchCombo('black', 'green', 'green'),
        watchCombo('gold', 'brown', 'champagne'),
      ], watchDraw),
    ],
    sizes: { kind: 'choose', size: 'diameter', unit: 'mm', values: [38, 40, 42], min: 1, max: 3 },
    multi: 0.35,
    multiAxis: 'accent',
    price: { steel: [1995, 8995] },
  },
  {
    subtype: 'jewellery-box',
    weight: 3,
    metal: false,
    tiers: [['silver', 1]],
    looks: [
      look('ring-box', 'Ringask', (['green', 'pink', 'black', 'blue'] as const).map((c) => ({ tone: 'gold' as const, accent: velvet(c) })), (tone, accent) => ({ motif: 'accessory', accessory: { style: 'ring-box', colour: accent.key as TextileTone, tone } }), false, [249, 495]),
      look('case', 'Smyckeskrin', (['pink', 'beige', 'black', 'green'] as const).map((c) => ({ tone: 'gold' as const, accent: velvet(c) })), (tone, accent) => ({ motif: 'accessory', accessory: { style: 'case', colour: accent.key as TextileTone, tone } }), false, [695, 1495]),
    ],
    sizes: { kind: 'none' },
    multi: 0.6,
    multiAxis: 'accent',
    price: { silver: [249, 1495] },
  },
  {
    subtype: 'keyring',
    weight: 2,
    metal: true,
    tiers: [['steel', 1]],
    looks: [
      look('keyring', 'Nyckelring', [
        { tone: 'gold', accent: { key: 'heart', charm: 'heart' } },
        { tone: 'gold', accent: { key: 'coin', charm: 'coin' } },
        { tone: 'silver', accent: { key: 'star', charm: 'star' } },
        { tone: 'silver', accent: { key: 'heart', charm: 'heart' } },
      ], (tone, accent) => ({ motif: 'accessory', accessory: { style: 'keyring', colour: 'beige', tone, charm: accent.charm } }), false),
    ],
    sizes: { kind: 'none' },
    multi: 0.5,
    multiAxis: 'finish',
    price: { steel: [195, 495] },
  },
  {
    subtype: 'scarf',
    weight: 3,
    metal: false,
    tiers: [['silver', 1]],
    looks: [
      look('scarf', 'Sidenscarf', [
        { tone: 'gold', accent: textile('blue', 'bla', 'blå', 'silk') },
        { tone: 'gold', accent: textile('green', 'gron', 'grön', 'silk') },
        { tone: 'gold', accent: textile('pink', 'rosa', 'rosa', 'silk') },
        { tone: 'gold', accent: textile('beige', 'beige', 'beige', 'silk') },
        { tone: 'gold', accent: textile('red', 'rod', 'röd', 'silk') },
      ], (tone, accent) => ({ motif: 'accessory', accessory: { style: 'scarf', colour: accent.key as TextileTone, tone } }), false),
    ],
    sizes: { kind: 'fixed', sizes: [{ kind: 'length', value: '180 cm' }, { kind: 'width', value: '45 cm' }] },
    multi: 0.7,
    multiAxis: 'accent',
    price: { silver: [395, 995] },
  },
  {
    subtype: 'hair',
    weight: 2,
    metal: true,
    tiers: [['silver', 1]],
    looks: [look('hair-slide', 'Hårspänne', cross(['gold', 'silver'], [stone('pearl')]), (tone) => ({ motif: 'accessory', accessory: { style: 'hair-slide', colour: 'beige', tone } }), false)],
    sizes: { kind: 'fixed', sizes: [{ kind: 'length', value: '7 cm' }] },
    multi: 0.5,
    multiAxis: 'finish',
    price: { silver: [195, 595] },
  },
  {
    subtype: 'care',
    weight: 1,
    metal: false,
    tiers: [['silver', 1]],
    looks: [
      look('care', 'Putsset', [
        { tone: 'silver', accent: { key: 'silver-care', label: 'för silver', colour: 'beige', material: 'microfibre' } },
        { tone: 'gold', accent: { key: 'gold-care', label: 'för guld', colour: 'rosa', material: 'microfibre' } },
      ], (tone, accent) => ({ motif: 'accessory', accessory: { style: 'care', colour: accent.key === 'gold-care' ? 'pink' : 'beige', tone } }), false),
    ],
    sizes: { kind: 'none' },
    multi: 0,
    price: { silver: [149, 349] },
  },
];

function velvet(colour: 'green' | 'pink' | 'black' | 'blue' | 'beige'): Accent {
  const names = { green: ['gron', 'grön'], pink: ['rosa', 'rosa'], black: ['svart', 'svart'], blue: ['bla', 'blå'], beige: ['beige', 'beige'] } as const;
  const [colourKey, label] = names[colour];
  return { key: colour, colour: colourKey, material: 'velvet', label: `${label} sammet` };
}

export function designFor(subtype: string): Design {
  const design = DESIGNS.find((candidate) => candidate.subtype === subtype);
  if (!design) throw new Error(`No design for subtype ${subtype}`);
  return design;
}

export type { CatalogueRng };
