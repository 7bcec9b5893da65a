/**
 * The product taxonomy of the demo: colours, materials, product types and subtypes, each with a stable
 * key used by the generator and Swedish names shown in the storefront.
 */

export const COLOURS = [
  { key: 'guld', name: 'guld', nameEn: 'gold', hex: '#D4AF37' },
  { key: 'silver', name: 'silver', nameEn: 'silver', hex: '#C0C4C8' },
  { key: 'roseguld', name: 'roséguld', nameEn: 'rose gold', hex: '#C98F7E' },
  { key: 'svart', name: 'svart', nameEn: 'black', hex: '#1F1F22' },
  { key: 'vit', name: 'vit', nameEn: 'white', hex: '#F6F3EE' },
  { key: 'bla', name: 'blå', nameEn: 'blue', hex: '#2F5D8A' },
  { key: 'gron', name: 'grön', nameEn: 'green', hex: '#2E6B4F' },
  { key: 'rod', name: 'röd', nameEn: 'red', hex: '#A4282E' },
  { key: 'rosa', name: 'rosa', nameEn: 'pink', hex: '#E2A9B3' },
  { key: 'brun', name: 'brun', nameEn: 'brown', hex: '#6B4226' },
  { key: 'beige', name: 'beige', nameEn: 'beige', hex: '#D9C7A7' },
  { key: 'champagne', name: 'champagne', nameEn: 'champagne', hex: '#EAD9B5' },
] as const;

export type ColourKey = (typeof COLOURS)[number]['key'];

export const MATERIALS = [
  { key: 'gold18', name: '18K guld', nameEn: '18K gold' },
  { key: 'whitegold18', name: '18K vitguld', nameEn: '18K white gold' },
  { key: 'gold14', name: '14K guld', nameEn: '14K gold' },
  { key: 'silver925', name: 'sterlingsilver 925', nameEn: 'sterling silver 925' },
  { key: 'gilded', name: 'förgyllt silver', nameEn: 'gold-plated silver' },
  { key: 'rosegilded', name: 'roséförgyllt silver', nameEn: 'rose gold-plated silver' },
  { key: 'steel', name: 'rostfritt stål', nameEn: 'stainless steel' },
  { key: 'steelgold', name: 'guldpläterat stål', nameEn: 'gold-plated steel' },
  { key: 'steelrose', name: 'roséguldpläterat stål', nameEn: 'rose gold-plated steel' },
  { key: 'diamond', name: 'diamant', nameEn: 'diamond' },
  { key: 'zirconia', name: 'zirkonia', nameEn: 'cubic zirconia' },
  { key: 'sapphire', name: 'safir', nameEn: 'sapphire' },
  { key: 'emerald', name: 'smaragd', nameEn: 'emerald' },
  { key: 'ruby', name: 'rubin', nameEn: 'ruby' },
  { key: 'moonstone', name: 'månsten', nameEn: 'moonstone' },
  { key: 'onyx', name: 'onyx', nameEn: 'onyx' },
  { key: 'pearl', name: 'sötvattenspärla', nameEn: 'freshwater pearl' },
  { key: 'leather', name: 'läder', nameEn: 'leather' },
  { key: 'silk', name: 'siden', nameEn: 'silk' },
  { key: 'velvet', name: 'sammet', nameEn: 'velvet' },
  { key: 'sapphireGlass', name: 'safirglas', nameEn: 'sapphire crystal' },
  { key: 'paper', name: 'papper', nameEn: 'paper' },
  { key: 'linen', name: 'linne', nameEn: 'linen' },
  { key: 'microfibre', name: 'mikrofiber', nameEn: 'microfibre' },
] as const;

export type MaterialKey = (typeof MATERIALS)[number]['key'];

export type TypeKey = 'ring' | 'necklace' | 'earrings' | 'bracelet' | 'watch' | 'accessory';

export const PRODUCT_TYPES: { key: TypeKey; name: string; alias: string }[] = [
  { key: 'ring', name: 'Ring', alias: 'ring' },
  { key: 'necklace', name: 'Halsband', alias: 'halsband' },
  { key: 'earrings', name: 'Örhängen', alias: 'orhangen' },
  { key: 'bracelet', name: 'Armband', alias: 'armband' },
  { key: 'watch', name: 'Klocka', alias: 'klocka' },
  { key: 'accessory', name: 'Accessoar', alias: 'accessoar' },
];

export type SubtypeKey =
  | 'engagement'
  | 'wedding'
  | 'plain'
  | 'stone'
  | 'signet'
  | 'pendant'
  | 'chain'
  | 'pearl-necklace'
  | 'locket'
  | 'hoops'
  | 'studs'
  | 'drops'
  | 'link-bracelet'
  | 'bangle'
  | 'pearl-bracelet'
  | 'leather-bracelet'
  | 'ladies-watch'
  | 'mens-watch'
  | 'jewellery-box'
  | 'keyring'
  | 'scarf'
  | 'hair'
  | 'care'
  | 'gift-card'
  | 'gift-wrapping';

export const PRODUCT_SUBTYPES: { key: SubtypeKey; type: TypeKey; name: string }[] = [
  { key: 'engagement', type: 'ring', name: 'Förlovningsring' },
  { key: 'wedding', type: 'ring', name: 'Vigselring' },
  { key: 'plain', type: 'ring', name: 'Slät ring' },
  { key: 'stone', type: 'ring', name: 'Ring med sten' },
  { key: 'signet', type: 'ring', name: 'Signetring' },
  { key: 'pendant', type: 'necklace', name: 'Hängsmycke' },
  { key: 'chain', type: 'necklace', name: 'Kedja' },
  { key: 'pearl-necklace', type: 'necklace', name: 'Pärlhalsband' },
  { key: 'locket', type: 'necklace', name: 'Medaljong' },
  { key: 'hoops', type: 'earrings', name: 'Creoler' },
  { key: 'studs', type: 'earrings', name: 'Stiftörhängen' },
  { key: 'drops', type: 'earrings', name: 'Hängande örhängen' },
  { key: 'link-bracelet', type: 'bracelet', name: 'Länkarmband' },
  { key: 'bangle', type: 'bracelet', name: 'Armring' },
  { key: 'pearl-bracelet', type: 'bracelet', name: 'Pärlarmband' },
  { key: 'leather-bracelet', type: 'bracelet', name: 'Läderarmband' },
  { key: 'ladies-watch', type: 'watch', name: 'Damklocka' },
  { key: 'mens-watch', type: 'watch', name: 'Herrklocka' },
  { key: 'jewellery-box', type: 'accessory', name: 'Smyckeskrin' },
  { key: 'keyring', type: 'accessory', name: 'Nyckelring' },
  { key: 'scarf', type: 'accessory', name: 'Scarf' },
  { key: 'hair', type: 'accessory', name: 'Hårsmycke' },
  { key: 'care', type: 'accessory', name: 'Smyckesvård' },
  { key: 'gift-card', type: 'accessory', name: 'Presentkort' },
  { key: 'gift-wrapping', type: 'accessory', name: 'Presentinslagning' },
];
