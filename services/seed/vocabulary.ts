/** The Swedish words the demo catalogue is made of. */

export const COLOURS = [
  { key: 'gold', name: 'guld', nameEn: 'gold', hex: '#c9a24a' },
  { key: 'silver', name: 'silver', nameEn: 'silver', hex: '#b9bec4' },
  { key: 'rose', name: 'roséguld', nameEn: 'rose gold', hex: '#d29c86' },
  { key: 'black', name: 'svart', nameEn: 'black', hex: '#2a2724' },
  { key: 'white', name: 'vit', nameEn: 'white', hex: '#f3efe6' },
  { key: 'blue', name: 'blå', nameEn: 'blue', hex: '#35527f' },
  { key: 'green', name: 'grön', nameEn: 'green', hex: '#3d6f55' },
  { key: 'red', name: 'röd', nameEn: 'red', hex: '#9e2b2f' },
] as const;
export type ColourKey = (typeof COLOURS)[number]['key'];

export const MATERIALS = [
  { key: 'gold18', name: '18K guld', nameEn: '18K gold' },
  { key: 'gold14', name: '14K guld', nameEn: '14K gold' },
  { key: 'silver925', name: 'sterlingsilver 925', nameEn: 'sterling silver 925' },
  { key: 'gilded', name: 'förgyllt silver', nameEn: 'gold-plated silver' },
  { key: 'pearl', name: 'pärla', nameEn: 'pearl' },
  { key: 'diamond', name: 'diamant', nameEn: 'diamond' },
  { key: 'steel', name: 'rostfritt stål', nameEn: 'stainless steel' },
  { key: 'leather', name: 'läder', nameEn: 'leather' },
  { key: 'enamel', name: 'emalj', nameEn: 'enamel' },
  { key: 'zirconia', name: 'zirkonia', nameEn: 'cubic zirconia' },
  { key: 'onyx', name: 'onyx', nameEn: 'onyx' },
  { key: 'mother', name: 'pärlemor', nameEn: 'mother of pearl' },
] as const;
export type MaterialKey = (typeof MATERIALS)[number]['key'];

export type TypeKey = 'ring' | 'necklace' | 'earring' | 'bracelet' | 'watch' | 'accessory';

export interface TypeSpec {
  key: TypeKey;
  name: string;
  alias: string;
  categoryTitle: string;
  categorySlug: string;
  word: string;
  teaser: string;
  subtypes: { name: string; slug: string; teaser: string }[];
}

export const PRODUCT_TYPES: TypeSpec[] = [
  {
    key: 'ring',
    name: 'Ring',
    alias: 'ring',
    categoryTitle: 'Ringar',
    categorySlug: 'ringar',
    word: 'Ring',
    teaser: 'Släta ringar, stenringar och förlovningsringar i guld och silver – i storlek 15 till 21 mm.',
    subtypes: [
      { name: 'Förlovningsringar', slug: 'forlovningsringar', teaser: 'Ringar att lova varandra något med.' },
      { name: 'Släta ringar', slug: 'slata-ringar', teaser: 'Tidlösa band i guld och silver.' },
      { name: 'Stenringar', slug: 'stenringar', teaser: 'Ringar med diamanter, pärlor och färgade stenar.' },
      { name: 'Signetringar', slug: 'signetringar', teaser: 'Klassiska signetringar med eller utan gravyr.' },
    ],
  },
  {
    key: 'necklace',
    name: 'Halsband',
    alias: 'halsband',
    categoryTitle: 'Halsband',
    categorySlug: 'halsband',
    word: 'Halsband',
    teaser: 'Hängsmycken, kedjor och pärlhalsband i längder från 40 till 60 cm.',
    subtypes: [
      { name: 'Hängsmycken', slug: 'hangsmycken', teaser: 'Ett hänge som säger något om dig.' },
      { name: 'Kedjor', slug: 'kedjor', teaser: 'Ankarlänk, pansarlänk och venezia.' },
      { name: 'Pärlhalsband', slug: 'parlhalsband', teaser: 'Sötvattenspärlor med mjuk lyster.' },
    ],
  },
  {
    key: 'earring',
    name: 'Örhängen',
    alias: 'orhangen',
    categoryTitle: 'Örhängen',
    categorySlug: 'orhangen',
    word: 'Örhängen',
    teaser: 'Creoler, stift och hängörhängen för vardag och fest.',
    subtypes: [
      { name: 'Creoler', slug: 'creoler', teaser: 'Ringörhängen i flera diametrar.' },
      { name: 'Stiftörhängen', slug: 'stiftorhangen', teaser: 'Små stift som passar varje dag.' },
      { name: 'Hängörhängen', slug: 'hangorhangen', teaser: 'Örhängen som rör sig och fångar ljuset.' },
    ],
  },
  {
    key: 'bracelet',
    name: 'Armband',
    alias: 'armband',
    categoryTitle: 'Armband',
    categorySlug: 'armband',
    word: 'Armband',
    teaser: 'Kedjearmband, bangles och läderarmband i längder från 17 till 21 cm.',
    subtypes: [
      { name: 'Kedjearmband', slug: 'kedjearmband', teaser: 'Fina kedjor runt handleden.' },
      { name: 'Bangles', slug: 'bangles', teaser: 'Stela armband att stapla.' },
      { name: 'Läderarmband', slug: 'laderarmband', teaser: 'Mjukt läder med detaljer i stål och silver.' },
    ],
  },
  {
    key: 'watch',
    name: 'Klocka',
    alias: 'klocka',
    categoryTitle: 'Klockor',
    categorySlug: 'klockor',
    word: 'Klocka',
    teaser: 'Armbandsur med boett från 28 till 42 mm, för henne och honom.',
    subtypes: [
      { name: 'Damklockor', slug: 'damklockor', teaser: 'Eleganta ur med smala boetter.' },
      { name: 'Herrklockor', slug: 'herrklockor', teaser: 'Stilrena ur med tydliga urtavlor.' },
    ],
  },
  {
    key: 'accessory',
    name: 'Accessoar',
    alias: 'accessoar',
    categoryTitle: 'Accessoarer',
    categorySlug: 'accessoarer',
    word: 'Accessoar',
    teaser: 'Smyckeskrin, nyckelringar, presentkort och presentinslagning.',
    subtypes: [
      { name: 'Smyckeskrin', slug: 'smyckeskrin', teaser: 'Förvara dina smycken tryggt och vackert.' },
      { name: 'Nyckelringar', slug: 'nyckelringar', teaser: 'Små presenter med stor omtanke.' },
      { name: 'Presenter', slug: 'presenter', teaser: 'Presentkort och presentinslagning.' },
    ],
  },
];

export const BRANDS = [
  { name: 'Nordljus', story: 'Nordljus formger smycken i återvunnet silver, inspirerade av vinterhimlens skiftningar.' },
  { name: 'Saga Smycken', story: 'Saga Smycken gör berättande smycken för hand i en liten verkstad i Göteborg.' },
  { name: 'Ekdahl & Lind', story: 'Ekdahl & Lind är guldsmeder i tredje generationen med fokus på förlovningsringar.' },
  { name: 'Vinga', story: 'Vinga tar havet och skärgården till handleden med avskalade former.' },
  { name: 'Lumi Design', story: 'Lumi Design blandar skandinavisk enkelhet med lekfulla färger.' },
  { name: 'Fjällglans', story: 'Fjällglans hämtar sina former från fjällen: kantiga, klara och tåliga.' },
  { name: 'Astrid Berg', story: 'Astrid Berg skapar klassiska pärlsmycken med en modern twist.' },
  { name: 'Havsbris', story: 'Havsbris gör lätta smycken för sommarens långa dagar.' },
  { name: 'Solvik', story: 'Solvik arbetar med förgyllt silver och varma, solkyssta toner.' },
  { name: 'Ödegaard', story: 'Ödegaard tillverkar klockor med nordisk design och schweiziska verk.' },
  { name: 'Mira Stockholm', story: 'Mira Stockholm är storstadens smyckesmärke: grafiskt, modigt och stapelbart.' },
  { name: 'Klara Holm', story: 'Klara Holm formger tidlösa smycken att ärva och ge vidare.' },
] as const;

/** Poetic names that families are named after ("Ring Solstråle"). */
export const FAMILY_NAMES = [
  'Solstråle', 'Havsbris', 'Midnatt', 'Polstjärna', 'Lövverk', 'Dagg', 'Gryning', 'Isflak', 'Skärgård', 'Linnea',
  'Vildros', 'Nordan', 'Ljusglimt', 'Måne', 'Stjärnfall', 'Björk', 'Vågskvalp', 'Eldfluga', 'Sommarnatt', 'Frost',
  'Kristall', 'Snöflinga', 'Fjäril', 'Vinranka', 'Kronblad', 'Ängsull', 'Rimfrost', 'Silverdimma', 'Klippa', 'Tidvatten',
  'Aurora', 'Ljung', 'Rönnbär', 'Sälta', 'Strand', 'Tallkvist', 'Iris', 'Nova', 'Stella', 'Astra',
  'Droppe', 'Bölja', 'Glöd', 'Hjärta', 'Evighet', 'Kärlek', 'Löfte', 'Tvilling', 'Våg', 'Knut',
  'Cirkel', 'Båge', 'Spiral', 'Fyr', 'Horisont', 'Sjöstjärna', 'Snäcka', 'Kompass', 'Ankare', 'Segel',
] as const;

export const DESCRIPTION_OPENERS = [
  'Ett smycke med ren och tidlös form som passar lika bra till vardags som till fest.',
  'Inspirerad av det nordiska ljuset och formgiven för att bäras länge.',
  'Handpolerad för en mjuk lyster som fångar ljuset när du rör dig.',
  'En modern klassiker med genomtänkta detaljer och fin finish.',
  'Lätt att bära, lätt att älska – och lätt att kombinera med dina andra smycken.',
  'Formgiven i Sverige med omsorg om både material och hantverk.',
] as const;

export const DESCRIPTION_CARE = [
  'Förvara smycket torrt och putsa det varsamt med en mjuk duk.',
  'Undvik parfym och vatten för att bevara lystern längre.',
  'Levereras i en presentask, redo att ge bort.',
  'Alla våra smycken är nickelfria.',
] as const;

const COUNT_WORDS = ['noll', 'ett', 'två', 'tre', 'fyra', 'fem', 'sex', 'sju', 'åtta', 'nio', 'tio', 'elva', 'tolv', 'tretton', 'fjorton', 'femton', 'sexton', 'sjutton', 'arton', 'nitton', 'tjugo'] as const;

/** A counted number as Swedish text starting a sentence ("Tretton"), in digits past twenty. */
export function countWord(count: number): string {
  const word = COUNT_WORDS[count] ?? String(count);
  return word.charAt(0).toUpperCase() + word.slice(1);
}
