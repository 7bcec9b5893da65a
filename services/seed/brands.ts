/**
 * The twelve demo brands: invented Nordic names (not real trademarks), what they make, their logo
 * emblem and colours, and a Swedish description.
 */
import type { Emblem } from './media/logos';
import type { ScenePalette } from './media/scenes';
import type { Tier } from './finishes';
import type { TypeKey } from './taxonomy';

export interface BrandSpec {
  name: string;
  city: string;
  founded: number;
  description: string;
  emblem: Emblem;
  ink: string;
  accent: string;
  palette: ScenePalette;
  stockCredit: number;
  /** Product types the brand makes, with their share of its range. */
  types: Partial<Record<TypeKey, number>>;
  /** Preferred price tiers (a gentle bias, not a rule). */
  tiers: Tier[];
}

export const BRAND_SPECS: BrandSpec[] = [
  {
    name: 'Solvik Atelier',
    city: 'Göteborg',
    founded: 1994,
    description:
      'Solvik Atelier är en guldsmedsateljé i Göteborg som sedan 1994 formger förlovningsringar och smycken i 18 karats guld. Varje stycke gjuts och poleras för hand i verkstaden vid Vasagatan, och stenarna väljs ut en och en.',
    emblem: 'sun',
    ink: '#2b2420',
    accent: '#c49a45',
    palette: 'cream',
    stockCredit: 0,
    types: { ring: 6, necklace: 2, earrings: 2, bracelet: 1 },
    tiers: ['fine', 'gold'],
  },
  {
    name: 'Ylva Strand',
    city: 'Stockholm',
    founded: 2009,
    description:
      'Ylva Strand ritar avskalade smycken för vardagen: tunna kedjor, små stift och ringar som går att stapla. Kollektionerna tillverkas i återvunnet sterlingsilver och förgyllt silver.',
    emblem: 'drop',
    ink: '#23262b',
    accent: '#9aa7b4',
    palette: 'stone',
    stockCredit: 0,
    types: { necklace: 3, earrings: 3, ring: 2, bracelet: 2 },
    tiers: ['silver', 'gold'],
  },
  {
    name: 'Fjällmåne',
    city: 'Åre',
    founded: 2012,
    description:
      'Fjällmåne hämtar sina former från fjällvärlden – månskära, ljung och stjärnklara vinternätter. Smyckena görs i silver i en liten verkstad i Åre och bär spår av hantverket.',
    emblem: 'moon',
    ink: '#1f2a36',
    accent: '#b8c4d0',
    palette: 'mist',
    stockCredit: 0,
    types: { necklace: 3, ring: 2, earrings: 2, bracelet: 1 },
    tiers: ['silver'],
  },
  {
    name: 'Havsglim',
    city: 'Smögen',
    founded: 2015,
    description:
      'Havsglim föddes på Smögen och älskar allt som skimrar: sötvattenspärlor, pärlemor och havets alla blå toner. Märkets pärlsmycken knyts för hand med dubbla knutar mellan varje pärla.',
    emblem: 'wave',
    ink: '#1f3552',
    accent: '#7aa3c8',
    palette: 'mist',
    stockCredit: 2,
    types: { necklace: 3, earrings: 3, bracelet: 2, ring: 1 },
    tiers: ['silver', 'gold'],
  },
  {
    name: 'Björkö Smide',
    city: 'Mälardalen',
    founded: 1988,
    description:
      'Björkö Smide smider tunga ringar och armringar med rötter i vikingatidens hantverk. Silvret hamras och oxideras för hand, och varje signetring kan graveras med initialer.',
    emblem: 'knot',
    ink: '#2d2a26',
    accent: '#8a7560',
    palette: 'stone',
    stockCredit: 0,
    types: { ring: 3, bracelet: 3, necklace: 1 },
    tiers: ['silver', 'steel'],
  },
  {
    name: 'Vindöga',
    city: 'Malmö',
    founded: 2018,
    description:
      'Vindöga gör grafiska smycken med raka linjer och tydliga former. Studion i Malmö arbetar med förgyllt silver och rostfritt stål för smycken som tål att bäras varje dag.',
    emblem: 'diamond',
    ink: '#1c1c1e',
    accent: '#d0a96a',
    palette: 'sand',
    stockCredit: 0,
    types: { earrings: 3, necklace: 2, ring: 2, bracelet: 1 },
    tiers: ['silver', 'steel'],
  },
  {
    name: 'Mira Lövgren',
    city: 'Uppsala',
    founded: 2011,
    description:
      'Mira Lövgren formger romantiska smycken med hjärtan, blad och mjuka rundningar. Hennes signatur är roséguldets varma ton, och varje kollektion berättar en liten kärlekshistoria.',
    emblem: 'rings',
    ink: '#4a2f2f',
    accent: '#d29c8e',
    palette: 'blush',
    stockCredit: 0,
    types: { necklace: 3, earrings: 2, bracelet: 2, ring: 2 },
    tiers: ['silver', 'gold'],
  },
  {
    name: 'Stjärnsund Silver',
    city: 'Dalarna',
    founded: 1979,
    description:
      'Stjärnsund Silver är en av Dalarnas äldsta silververkstäder. Här görs medaljonger, länkarmband och ringar efter gamla förlagor, med stämplar som visar både mästare och årtal.',
    emblem: 'star',
    ink: '#2a2d33',
    accent: '#a9b1bb',
    palette: 'stone',
    stockCredit: 0,
    types: { necklace: 2, ring: 2, bracelet: 2, earrings: 1 },
    tiers: ['silver', 'gold'],
  },
  {
    name: 'Tidlös Urmakeri',
    city: 'Stockholm',
    founded: 1962,
    description:
      'Tidlös Urmakeri har byggt klockor i Stockholm sedan 1962. De klassiska modellerna har safirglas, schweiziska urverk och armband i läder eller stål, och servas i egen verkstad.',
    emblem: 'clock',
    ink: '#1e2226',
    accent: '#b08d57',
    palette: 'night',
    stockCredit: 5,
    types: { watch: 9, bracelet: 1 },
    tiers: ['steel'],
  },
  {
    name: 'Urverk Norr',
    city: 'Umeå',
    founded: 2016,
    description:
      'Urverk Norr gör stilrena klockor inspirerade av norrländska ljusskiftningar. Urtavlorna är matta och lättlästa och armbanden enkla att byta hemma.',
    emblem: 'mountain',
    ink: '#20302b',
    accent: '#6f8f7f',
    palette: 'sage',
    stockCredit: 3,
    types: { watch: 8, bracelet: 2 },
    tiers: ['steel'],
  },
  {
    name: 'Vide & Vass',
    city: 'Visby',
    founded: 2007,
    description:
      'Vide & Vass syr sidenscarfar, smyckeskrin och accessoarer på Gotland. Mönstren tecknas för hand och tas fram i små upplagor, och läderdetaljerna är vegetabiliskt garvade.',
    emblem: 'leaf',
    ink: '#2f3a2c',
    accent: '#9aab7e',
    palette: 'sage',
    stockCredit: 0,
    types: { accessory: 6, bracelet: 2 },
    tiers: ['silver', 'steel'],
  },
  {
    name: 'Glans Studio',
    city: 'Stockholm',
    founded: 2003,
    description:
      'Glans Studio är vår egen kollektion: klassiska basplagg i smyckeslådan till ett vänligt pris. Här finns också presentkort, presentinslagning och allt du behöver för att sköta dina smycken.',
    emblem: 'crown',
    ink: '#2b2420',
    accent: '#c9a24a',
    palette: 'blush',
    stockCredit: 10,
    types: { ring: 2, necklace: 2, earrings: 2, bracelet: 1, accessory: 2 },
    tiers: ['silver', 'gold', 'steel'],
  },
];

/** The house brand that carries gift cards, gift wrapping and jewellery care. */
export const HOUSE_BRAND = 'Glans Studio';
