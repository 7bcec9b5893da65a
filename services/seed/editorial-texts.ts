/** Swedish editorial texts of the demo: blog, FAQ and terms articles. */

export interface ArticleText {
  header: string;
  excerpt: string;
  sections: { heading: string; paragraphs: string[]; list?: string[] }[];
  quote?: [string, string];
}

export const BLOG_TEXTS: ArticleText[] = [
  {
    header: 'Så sköter du dina silversmycken',
    excerpt: 'Silver mörknar när det möter luft och fukt. Med några enkla vanor håller dina smycken sin lyster i många år.',
    sections: [
      {
        heading: 'Varför silver mörknar',
        paragraphs: [
          'Sterlingsilver innehåller en liten mängd koppar som reagerar med svavel i luften. Resultatet är en mörk hinna som kallas oxid. Den är helt ofarlig och går lätt att putsa bort.',
          'Ju oftare du bär ditt smycke, desto mindre mörknar det – huden och tyget i dina kläder putsar det helt naturligt.',
        ],
      },
      {
        heading: 'Fem vanor som gör skillnad',
        paragraphs: ['Det här är rutinerna som våra guldsmeder själva följer:'],
        list: [
          'Ta av smycket när du duschar, badar eller tränar.',
          'Lägg på parfym och hudkräm innan du tar på dig smyckena.',
          'Förvara varje smycke för sig i en påse eller ett skrin med lock.',
          'Putsa med en mjuk silverduk – aldrig med tandkräm.',
          'Lämna in smycket för rengöring hos oss en gång om året.',
        ],
      },
    ],
    quote: ['Ett smycke som bärs är ett smycke som lever.', 'Karin Ekdahl, guldsmed'],
  },
  {
    header: 'Hitta rätt ringstorlek hemma',
    excerpt: 'Ringstorleken anges som innerdiametern i millimeter. Så mäter du rätt – och så gör du om ringen inte passar.',
    sections: [
      {
        heading: 'Mät en ring du redan har',
        paragraphs: [
          'Lägg en ring som sitter bra på en linjal och mät innerdiametern från kant till kant. 17 mm är den vanligaste storleken för damer och 20 mm för herrar.',
          'Mät gärna på kvällen när fingrarna är som varmast – då är de också som störst.',
        ],
      },
      {
        heading: 'Om ringen inte passar',
        paragraphs: ['Du har alltid 30 dagars öppet köp. Släta ringar i guld kan ofta ändras en till två storlekar hos vår guldsmed.'],
        list: ['15–16 mm: smala fingrar', '17–18 mm: vanligast', '19–21 mm: större fingrar och tummar'],
      },
    ],
  },
  {
    header: 'Vinterns smyckestrender',
    excerpt: 'Grova kedjor, mjuka pärlor och varmt guld. Det här är smyckena vi bär när mörkret faller tidigt.',
    sections: [
      {
        heading: 'Guld som värmer',
        paragraphs: ['Förgyllt silver och 14 karats guld ger ett varmt sken mot stickade plagg. Kombinera gärna två kedjor i olika längder.'],
      },
      {
        heading: 'Pärlan är tillbaka',
        paragraphs: ['Sötvattenspärlor med oregelbunden form känns moderna igen. Bär ett pärlhalsband till en vit skjorta eller en enkel stickad tröja.'],
        list: ['Stapla tunna ringar', 'Blanda silver och guld', 'Välj ett statement-örhänge'],
      },
    ],
  },
  {
    header: 'Guide: julklappar för alla budgetar',
    excerpt: 'Från små stiftörhängen under 500 kronor till en klocka att ärva. Våra favoriter inför jul.',
    sections: [
      {
        heading: 'Under 500 kronor',
        paragraphs: ['Ett par stiftörhängen i silver eller en nyckelring med gravyr blir en personlig present som inte kostar skjortan.'],
      },
      {
        heading: 'Något extra',
        paragraphs: ['Ett hängsmycke med pärla eller ett kedjearmband i förgyllt silver passar nästan alla. Välj till presentinslagning så är klappen klar.'],
        list: ['Presentkort på valfritt belopp', 'Gratis gravyr på utvalda smycken', 'Förlängt öppet köp till 15 januari'],
      },
    ],
  },
  {
    header: 'Skillnaden mellan 14 och 18 karat',
    excerpt: 'Karat anger hur stor del av metallen som är rent guld. Så väljer du rätt för ditt smycke.',
    sections: [
      {
        heading: 'Vad karat betyder',
        paragraphs: ['18 karat guld innehåller 75 procent rent guld, 14 karat 58,5 procent. Resten är andra metaller som gör guldet hårdare.'],
      },
      {
        heading: 'Vilket ska jag välja?',
        paragraphs: ['18 karat har en djupare gul ton och passar förlovningsringar. 14 karat är tåligare och ett bra val för ringar som bärs varje dag.'],
      },
    ],
  },
  {
    header: 'Möt formgivarna bakom Nordljus',
    excerpt: 'I en ateljé på Södermalm formges smycken av återvunnet silver. Vi hälsade på.',
    sections: [
      {
        heading: 'Återvunnet från början',
        paragraphs: ['Allt silver som Nordljus använder är återvunnet. Det smälts om i Sverige och får nytt liv som ringar, kedjor och örhängen.'],
      },
      {
        heading: 'Formspråket',
        paragraphs: ['Inspirationen kommer från vinterhimlen: mjuka kurvor, klara ytor och ett ljus som skiftar.'],
      },
    ],
    quote: ['Vi vill göra smycken som känns lika självklara om tjugo år.', 'Formgivare, Nordljus'],
  },
  {
    header: 'Så staplar du ringar snyggt',
    excerpt: 'Tunna band, en sten och lite mod. Fyra regler för att stapla ringar som ser genomtänkta ut.',
    sections: [
      {
        heading: 'Börja med en bas',
        paragraphs: ['Välj en slät ring som bas och bygg vidare med en ring med sten och en med struktur.'],
        list: ['Håll dig till två metaller', 'Variera bredden', 'Lämna ett finger fritt'],
      },
    ],
  },
  {
    header: 'Pärlor – så känner du igen kvalitet',
    excerpt: 'Lyster, yta och form avgör en pärlas värde. Här är vad du ska titta efter.',
    sections: [
      {
        heading: 'Lystern först',
        paragraphs: ['En pärla av hög kvalitet speglar ljuset skarpt. Håll pärlan under en lampa och se hur tydligt ljuset återges.'],
      },
      {
        heading: 'Sköt om dina pärlor',
        paragraphs: ['Pärlor mår bäst av att bäras. Torka av dem med en fuktig duk efter användning och förvara dem plant.'],
      },
    ],
  },
  {
    header: 'Klockan som arvegods',
    excerpt: 'En bra klocka går i arv. Om mekaniska verk, service och varför en klocka blir bättre med åren.',
    sections: [
      {
        heading: 'Mekaniskt eller kvarts',
        paragraphs: ['Ett mekaniskt verk drivs av en fjäder och behöver service vart femte år. Ett kvartsverk drivs av ett batteri och är mycket exakt.'],
      },
    ],
  },
  {
    header: 'Förlovningsring: frågorna alla ställer',
    excerpt: 'Vilken sten, vilken metall och vilken storlek? Vi svarar på det vanligaste inför frieriet.',
    sections: [
      {
        heading: 'Sten eller slät?',
        paragraphs: ['Den klassiska förlovningsringen har en solitär, men allt fler väljer släta ringar i guld som senare kompletteras med en vigselring.'],
        list: ['Diamant: tidlös och hållbar', 'Safir: färg och karaktär', 'Slät: enkel och personlig'],
      },
    ],
  },
  {
    header: 'Hållbara smycken – vad betyder det?',
    excerpt: 'Återvunnet guld, spårbara stenar och reparationer i stället för nyköp. Så arbetar vi.',
    sections: [
      {
        heading: 'Återvunna metaller',
        paragraphs: ['Över hälften av guldet och silvret i vårt sortiment är återvunnet. Målet är hundra procent till 2028.'],
      },
      {
        heading: 'Laga i stället för köpa nytt',
        paragraphs: ['Vi lagar kedjor, byter lås och polerar ringar. Lämna in i butik eller skicka in via vår kundservice.'],
      },
    ],
  },
  {
    header: 'Sommarens smycken för sol och salta bad',
    excerpt: 'Lätta smycken som tål semester: rostfritt stål, förgyllt silver och pärlemor.',
    sections: [
      {
        heading: 'Smycken som tål sommar',
        paragraphs: ['Rostfritt stål tål saltvatten och sol. Spara finare guldsmycken till kvällarna och skölj alltid av smyckena efter ett bad.'],
      },
    ],
  },
  {
    header: 'Gravyr: gör smycket personligt',
    excerpt: 'Ett datum, initialer eller ett kort ord. Så fungerar gravyr hos Glans.',
    sections: [
      {
        heading: 'Vad kan graveras?',
        paragraphs: ['Släta ringar, hängen och armband med plan yta går att gravera. Gravyren görs för hand av vår guldsmed och tar tre arbetsdagar.'],
      },
    ],
  },
];

export const FAQ_TEXTS: [string, string[]][] = [
  ['Hur lång är leveranstiden?', ['Vi skickar beställningar som läggs före klockan 15 samma vardag. Leveranstiden inom Sverige är 1–3 arbetsdagar.', 'Frakten är fri på alla beställningar från 500 kr; under det kostar den 49 kr.']],
  ['Hur returnerar jag en vara?', ['Du har 30 dagars öppet köp. Anmäl returen via länken i din orderbekräftelse och skicka tillbaka varan i originalförpackningen.', 'Pengarna betalas tillbaka inom fem arbetsdagar efter att vi tagit emot returen.']],
  ['Vilka betalsätt kan jag välja?', ['Du kan betala med kort, Swish, faktura eller delbetalning. Alla betalningar är krypterade.']],
  ['Kan jag ändra storlek på en ring?', ['Många ringar i guld och silver kan ändras en till två storlekar. Kontakta kundservice så hjälper vi dig.']],
  ['Erbjuder ni presentinslagning?', ['Ja. Välj presentinslagning i varukorgen så slår vi in smycket för hand. Klassisk vit inslagning är kostnadsfri.']],
  ['Hur länge gäller ett presentkort?', ['Presentkort gäller i ett år från köpdatum och kan användas i alla våra butiker och i webbutiken.']],
  ['Är era smycken nickelfria?', ['Ja, alla våra smycken är nickelfria och följer EU:s regler för metaller i smycken.']],
  ['Hur fungerar garantin?', ['Alla smycken har två års garanti mot material- och tillverkningsfel. Klockor har garanti enligt tillverkarens villkor.']],
  ['Kan jag hämta min beställning i butik?', ['Ja, välj butiksupphämtning i kassan. Vi meddelar dig när paketet finns att hämta.']],
  ['Hur sköter jag mina smycken?', ['Förvara smyckena torrt och var för sig. Putsa silver med en silverduk och torka av pärlor med en fuktig duk.']],
];

export const TERMS_TEXTS: [string, string, string[][]][] = [
  [
    'Allmänna köpvillkor',
    'Villkoren som gäller när du handlar hos Glans.',
    [
      ['Avtal', 'Avtalet ingås när du har fått en orderbekräftelse via e-post. Alla priser anges i svenska kronor inklusive moms.'],
      ['Leverans', 'Vi levererar inom Sverige. Om en vara är slut meddelar vi dig och du kan välja att vänta eller häva köpet.'],
    ],
  ],
  [
    'Ångerrätt och returer',
    'Så använder du ångerrätten och våra 30 dagars öppet köp.',
    [
      ['Ångerrätt', 'Enligt lagen om distansavtal har du 14 dagars ångerrätt. Hos Glans får du dessutom 30 dagars öppet köp.'],
      ['Undantag', 'Smycken med gravyr och örhängen vars förpackning har öppnats kan av hygienskäl inte returneras.'],
    ],
  ],
  [
    'Integritetspolicy',
    'Hur vi behandlar dina personuppgifter.',
    [
      ['Vilka uppgifter vi sparar', 'Vi sparar de uppgifter som behövs för att leverera din order: namn, adress, e-post och telefonnummer.'],
      ['Dina rättigheter', 'Du har rätt att få veta vilka uppgifter vi har om dig och att få dem rättade eller raderade.'],
    ],
  ],
];
