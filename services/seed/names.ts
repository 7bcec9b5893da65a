/**
 * Swedish vocabulary for product names: the poetic word that names a piece (`Solstråle`, `Havsbris`)
 * and the suffixes used when a large catalogue runs out of words.
 */

export const NAME_WORDS = [
  'Solstråle', 'Havsbris', 'Norrsken', 'Midsommar', 'Daggdroppe', 'Vinterljus', 'Stjärnfall', 'Ljung', 'Blåklint', 'Vitsippa',
  'Kornblomma', 'Smultron', 'Linnea', 'Skärgård', 'Bölja', 'Dyning', 'Strandglas', 'Snöflinga', 'Iskristall', 'Frostros',
  'Gryning', 'Skymning', 'Månsken', 'Solvarv', 'Ekollon', 'Björklöv', 'Ormbunke', 'Kastanj', 'Hägg', 'Syren',
  'Rönnbär', 'Nypon', 'Tistel', 'Säv', 'Svan', 'Trana', 'Sjöstjärna', 'Snäcka', 'Fyrljus', 'Kompass',
  'Ankare', 'Segel', 'Horisont', 'Tidvatten', 'Klippa', 'Granit', 'Fjäder', 'Fjäril', 'Humla', 'Trollslända',
  'Lärka', 'Svala', 'Näktergal', 'Koltrast', 'Uggla', 'Lodjur', 'Hjärtslag', 'Andetag', 'Viskning', 'Löfte',
  'Minne', 'Längtan', 'Hemlighet', 'Saga', 'Dröm', 'Stilla', 'Aftonstjärna', 'Polstjärna', 'Orion', 'Vega',
  'Luna', 'Regnbåge', 'Dimma', 'Vårflod', 'Islossning', 'Höstlöv', 'Lönnlöv', 'Ekbacke', 'Äng', 'Glänta',
  'Lund', 'Fjällsjö', 'Bäck', 'Källa', 'Vik', 'Udde', 'Holme', 'Kobbe', 'Strand', 'Sanddyn',
  'Pärlemor', 'Bärnsten', 'Kristall', 'Gyllene', 'Rosenknopp', 'Ros', 'Pion', 'Tulpan', 'Lilja', 'Näckros',
  'Vallmo', 'Prästkrage', 'Solros', 'Lavendel', 'Timjan', 'Rosmarin', 'Kamomill', 'Vildros', 'Kaprifol', 'Murgröna',
  'Mistel', 'Enbär', 'Tall', 'Gran', 'Björk', 'Asp', 'Lind', 'Alm', 'Ask', 'Hassel',
  'Sälg', 'Kotte', 'Mossa', 'Tuva', 'Myrlilja', 'Glöd', 'Gnista', 'Låga', 'Flamma', 'Skimmer',
  'Glimt', 'Blänk', 'Glitter', 'Stråle', 'Prisma', 'Spegel', 'Eko', 'Melodi', 'Vals', 'Polska',
  'Visa', 'Virvel', 'Spiral', 'Cirkel', 'Båge', 'Våg', 'Slinga', 'Knut', 'Fläta', 'Evig',
  'Alltid', 'Tillsammans', 'Famn', 'Kyss', 'Ömhet', 'Vänskap', 'Trofast', 'Sommarnatt', 'Vinternatt', 'Höstdag',
  'Vårdag', 'Lucia', 'Midvinter', 'Ljusning', 'Kvällssol', 'Morgondagg', 'Sjöbris', 'Fjällvind', 'Vintergata', 'Kometen',
  'Tindra', 'Astrid', 'Signe', 'Ingrid', 'Maja', 'Elsa', 'Greta', 'Tyra', 'Sigrid', 'Ebba',
] as const;

/** Collection suffixes for the second and later rounds through the word list (large catalogues). */
export const ROUND_SUFFIXES = ['Mini', 'Grand', 'Duo', 'Klassisk', 'Petite', 'Soft', 'Deluxe', 'Vintage', 'Studio', 'Nova'] as const;

/** Hands out names for one product noun: each word once, then with suffixes, then numbered. */
export class NamePool {
  private readonly used = new Map<string, number>();

  constructor(private readonly words: readonly string[]) {}

  /** The next name word for this noun (`words` is already shuffled by the caller). */
  next(noun: string): string {
    const count = this.used.get(noun) ?? 0;
    this.used.set(noun, count + 1);
    const word = this.words[count % this.words.length] as string;
    const round = Math.floor(count / this.words.length);
    if (round === 0) return word;
    const suffix = ROUND_SUFFIXES[(round - 1) % ROUND_SUFFIXES.length] as string;
    const cycle = Math.floor((round - 1) / ROUND_SUFFIXES.length);
    return cycle === 0 ? `${word} ${suffix}` : `${word} ${suffix} ${cycle + 1}`;
  }
}
