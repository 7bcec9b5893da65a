/**
 * Product descriptions in Swedish: two to four sentences built from what the piece is (subtype and
 * look), what it is made of, how to wear it and who made it.
 */
import type { BrandSpec } from './brands';
import type { Accent, Look } from './designs';
import { FINISHES, STONES, type Finish } from './finishes';
import type { Rng } from './prng';
import type { SubtypeKey, TypeKey } from './taxonomy';
import { joinSwedish } from './text';

export interface DescriptionInput {
  subtype: SubtypeKey;
  type: TypeKey;
  look: Look;
  name: string;
  finishes: Finish[];
  accents: Accent[];
  brand: BrandSpec;
}

function stoneText(accent: Accent | undefined): string {
  return accent?.stone ? STONES[accent.stone].described : 'en gnistrande sten';
}

const DIALS: Record<string, string> = { white: 'vit', navy: 'marinblå', green: 'skogsgrön', black: 'svart', champagne: 'champagnefärgad' };

function intro(input: DescriptionInput, rng: Rng): string {
  const { name, look } = input;
  const accent = input.accents[0];
  const finish = input.finishes.length === 1 ? ` ${input.finishes[0]?.phrase}` : '';
  const stone = stoneText(accent);
  switch (input.subtype) {
    case 'engagement':
      return look.key === 'trilogy'
        ? `${name} bär tre stenar i rad${finish} – för det som varit, det som är och det som kommer.`
        : rng.pick([
            `${name} är en tidlös förlovningsring${finish} där ${stone} vilar i en klassisk fyrklosig infattning.`,
            `Med ${stone} högt infattad fångar ${name} ljuset från alla håll – en förlovningsring att bära hela livet.`,
          ]);
    case 'wedding':
      return look.key === 'pair'
        ? `${name} är en vigselring${finish} med mjukt rundad profil, gjord för att bäras av er båda.`
        : `${name} är en vigselring${finish} med ${look.key === 'wide' ? 'bred, borstad yta' : 'kupad, blankpolerad skena'} som känns bekväm från första dagen.`;
    case 'plain':
      return rng.pick([`${name} är en slät ring${finish} med ren, polerad yta.`, `Enkel och självklar: ${name} är en slät ring${finish} som passar till allt.`]);
    case 'stone':
      return look.key === 'eternity'
        ? `${name} är en alliansring${finish} där små stenar löper tätt längs skenans översida.`
        : `${name} samlar blicken med ${stone} i en enkel infattning${finish}.`;
    case 'signet':
      return accent?.stone === 'onyx'
        ? `${name} är en signetring${finish} med en platta i blanksvart onyx.`
        : `${name} är en signetring${finish} med en rymlig platta som kan graveras med dina initialer.`;
    case 'pendant': {
      const pendants: Record<string, string> = {
        heart: 'ett mjukt rundat hjärta',
        coin: 'ett myntformat hänge med graverad solvirvel',
        moon: 'en månskära med en liten gnistrande sten',
        star: 'en femuddig stjärna',
        bar: 'en smal, blankpolerad stav',
        gem: `en droppformad infattning med ${stone}`,
      };
      return `${name} är ett halsband${finish} med ${pendants[look.key] ?? 'ett litet hänge'}.`;
    }
    case 'chain': {
      const chains: Record<string, string> = { curb: 'en pansarkedja med plattade länkar', figaro: 'en figarokedja där korta och långa länkar växlar', paperclip: 'en ankarkedja med avlånga länkar', ball: 'en kulkedja av små blanka kulor' };
      return `${name} är ${chains[look.key] ?? 'en kedja'}${finish} som bärs lika fint ensam som med ett hänge.`;
    }
    case 'pearl-necklace':
      return look.key === 'pearl-drop'
        ? `${name} är ett halsband där en ensam sötvattenspärla hänger i en tunn kedja${finish}.`
        : `${name} är ett pärlhalsband med handplockade sötvattenspärlor${look.key === 'graduated' ? ' som växer i storlek mot mitten' : ''} och lås${finish}.`;
    case 'locket':
      return `${name} är en oval medaljong${finish} med plats för två små fotografier.`;
    case 'hoops':
      return `${name} är ${look.key === 'chunky' ? 'kraftiga creoler' : 'lätta creoler'}${finish} med ett smidigt klicklås.`;
    case 'studs':
      return look.key === 'pearl-stud'
        ? `${name} är klassiska stiftörhängen med runda sötvattenspärlor${finish}.`
        : look.key === 'ball-stud'
          ? `${name} är små blankpolerade kulörhängen${finish} – det perfekta basörhänget.`
          : `${name} är små stiftörhängen${finish} med ${stone} i en fyrklosig infattning.`;
    case 'drops':
      return `${name} är hängande örhängen${finish} där ${look.key === 'pearl-drop' ? 'en pärla' : look.key === 'gem-drop' ? stone : 'en blank droppe'} rör sig mjukt när du går.`;
    case 'link-bracelet':
      return look.key === 'tennis'
        ? `${name} är ett tennisarmband${finish} med en obruten rad av gnistrande stenar.`
        : `${name} är ett länkarmband${finish} med ${look.key === 'curb' ? 'plattade pansarlänkar' : 'avlånga, luftiga länkar'}.`;
    case 'bangle':
      return look.key === 'stack' ? `${name} är ett set med tre tunna armringar${finish} att bära tillsammans eller var för sig.` : `${name} är en blank armring${finish} med mjukt rundad profil.`;
    case 'pearl-bracelet':
      return `${name} är ett pärlarmband med sötvattenspärlor och lås${finish}.`;
    case 'leather-bracelet':
      return `${name} är ett dubbelt lindat läderarmband med lås${finish}.`;
    case 'ladies-watch':
    case 'mens-watch':
      return `${name} är en klocka med ${DIALS[accent?.dial ?? 'white'] ?? 'vit'} urtavla och boett${finish}.`;
    case 'jewellery-box':
      return look.key === 'ring-box'
        ? `${name} är en liten ringask klädd i mjuk sammet, med en skåra som håller ringen på plats.`
        : `Smyckeskrinet ${name} har två utdragslådor och ett lock med spegel, allt klätt i mjuk sammet.`;
    case 'keyring':
      return `Nyckelringen ${name}${finish} har en liten berlock som blänker i handen.`;
    case 'scarf':
      return `${name} är en sidenscarf i ren mullbärssilke med handrullade kanter och tryckt mönster.`;
    case 'hair':
      return `Hårspännet ${name}${finish} är prytt med en rad av sötvattenspärlor.`;
    case 'care':
      return `${name} innehåller en mjuk putsduk och ett milt rengöringsmedel för smycken ${accent?.label ?? ''}.`.replace(' .', '.');
    default:
      return `${name} är en favorit i vår kollektion.`;
  }
}

function materialSentence(input: DescriptionInput, rng: Rng): string {
  if (input.finishes.length > 1) return `Finns i ${joinSwedish(input.finishes.map((finish) => finish.label))}.`;
  const finish = input.finishes[0];
  if (!finish) {
    const material = input.accents[0]?.material;
    if (material === 'silk') return 'Silket är tunt och följsamt och kan knytas runt halsen, i håret eller på väskan.';
    if (material === 'velvet') return 'Sammetsfodret skyddar smyckena mot repor och håller dem på plats.';
    return 'Putsduken är impregnerad och ger tillbaka glansen utan att repa.';
  }
  switch (FINISHES[finish.key].material) {
    case 'gold18':
    case 'whitegold18':
      return rng.pick(['Guldet håller 18 karat och är stämplat enligt svensk standard.', 'Arton karats guld ger en djup lyster som bara blir vackrare med åren.']);
    case 'gold14':
      return rng.pick(['Fjorton karats guld är tåligt och har en mjuk, varm lyster.', 'Guldet håller 14 karat – ett slitstarkt val för smycken som bärs varje dag.']);
    case 'silver925':
      return rng.pick(['Sterlingsilvret håller 92,5 procent rent silver och är fritt från nickel.', 'Silvret är återvunnet och stämplat 925.']);
    case 'gilded':
      return 'Silvret är förgyllt med ett tjockt lager guld som ger en varm glans.';
    case 'rosegilded':
      return 'Roséförgyllningen ger ett varmt, rosaskimrande sken mot huden.';
    default:
      return rng.pick(['Rostfritt stål tål både vatten och vardag och behåller sin färg.', 'Stålet är allergivänligt och tål att bäras dygnet runt.']);
  }
}

const WEAR: Record<TypeKey, string[]> = {
  ring: ['Bär den ensam eller stapla den med fler ringar ur serien.', 'Ringen levereras i ask och kan storleksändras hos vår guldsmed.'],
  necklace: ['Låset är av karbinhakstyp och kedjan har ett extra led så att längden går att justera.', 'Kombinera gärna med en kortare kedja för ett lager-på-lager-uttryck.'],
  earrings: ['Stiften är nickelfria och passar även känsliga öron.', 'Örhängena säljs i par och levereras i en liten presentask.'],
  bracelet: ['Låset är lätt att knäppa med en hand.', 'Bär armbandet ensamt eller tillsammans med en klocka.'],
  watch: ['Glaset är reptåligt safirglas och klockan tål vattenstänk (3 ATM).', 'Klockan levereras med två års garanti och kan servas i vår verkstad.'],
  accessory: ['En fin present till någon som har allt.', 'Levereras i presentförpackning.'],
};

export function describe(input: DescriptionInput, rng: Rng): string {
  const sentences = [intro(input, rng), materialSentence(input, rng)];
  if (rng.chance(0.7)) sentences.push(rng.pick(WEAR[input.type]));
  if (rng.chance(0.45)) sentences.push(rng.pick([`${input.brand.name} formger sina smycken i ${input.brand.city}.`, `Från ${input.brand.name} i ${input.brand.city}.`]));
  return sentences.join(' ');
}
