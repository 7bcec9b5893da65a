import type { Brand, Category, Colour, Material, ProductFamily, ProductSubtype, ProductType, ProductVariant, SalesChannel, VariantSize } from './catalogue-types';
import { dast, structuredText } from './dast';
import { giftFamilies } from './gift-families';
import type { IdSource } from './id-source';
import type { MediaRegistry } from './media-registry';
import { daysBefore, ean13, Random, slugify } from './random';
import { BRANDS, COLOURS, DESCRIPTION_CARE, DESCRIPTION_OPENERS, FAMILY_NAMES, MATERIALS, PRODUCT_TYPES, type ColourKey, type MaterialKey, type TypeKey, type TypeSpec } from './vocabulary';

/** The product side of the demo catalogue: channels, taxonomy, categories, brands, families, variants. */

export const SWEDISH_STORE = 'Glans Sverige';
export const NORDIC_PARENT = 'Glans Norden';

export interface ProductCatalogue {
  salesChannels: SalesChannel[];
  brands: Brand[];
  productTypes: ProductType[];
  productSubtypes: ProductSubtype[];
  colours: Colour[];
  materials: Material[];
  categories: Category[];
  families: ProductFamily[];
}

const TYPE_WEIGHTS: [TypeKey, number][] = [
  ['ring', 0.3],
  ['necklace', 0.22],
  ['earring', 0.2],
  ['bracelet', 0.15],
  ['watch', 0.06],
  ['accessory', 0.07],
];

const METALS: Record<TypeKey, ColourKey[]> = {
  ring: ['gold', 'silver', 'rose'],
  necklace: ['gold', 'silver', 'rose'],
  earring: ['gold', 'silver', 'rose'],
  bracelet: ['gold', 'silver', 'rose', 'black'],
  watch: ['silver', 'gold', 'black', 'rose'],
  accessory: ['white', 'black', 'blue', 'green', 'red'],
};

const STONES = ['diamond', 'blue', 'green', 'red', 'pearl'] as const;

function weightedType(random: Random): TypeKey {
  let roll = random.next();
  for (const [key, weight] of TYPE_WEIGHTS) {
    if ((roll -= weight) < 0) return key;
  }
  return 'ring';
}

function decimal(value: number): string {
  return String(value).replace('.', ',');
}

function sizesFor(type: TypeKey, subtype: number, random: Random): VariantSize[][] {
  const pick = (kind: VariantSize['kind'], values: number[], unit: string, min: number, max: number) =>
    random.sample(values, random.int(min, max)).map((value) => [{ kind, value: `${decimal(value)} ${unit}` }]);
  switch (type) {
    case 'ring':
      return pick('ringSize', [15, 16, 16.5, 17, 17.5, 18, 18.5, 19, 20, 21], 'mm', 5, 9);
    case 'necklace':
      return pick('length', [40, 42, 45, 50, 60], 'cm', subtype === 1 ? 3 : 1, 3);
    case 'earring':
      return subtype === 0 ? pick('diameter', [12, 15, 20, 25], 'mm', 1, 3) : [[]];
    case 'bracelet':
      return subtype === 1 ? pick('diameter', [58, 62, 66], 'mm', 2, 3) : pick('length', [17, 18, 19, 20, 21], 'cm', 2, 4);
    case 'watch':
      return pick('diameter', subtype === 0 ? [28, 32, 36] : [36, 40, 42], 'mm', 1, 2);
    case 'accessory':
      return [[]];
  }
}

function materialsFor(colour: ColourKey, type: TypeKey, stone: string | null, random: Random): MaterialKey[] {
  const metal: MaterialKey =
    type === 'watch' || (type === 'bracelet' && colour === 'black')
      ? colour === 'black' && type === 'bracelet'
        ? 'leather'
        : 'steel'
      : colour === 'gold'
        ? random.pick<MaterialKey>(['gold18', 'gold14', 'gilded'])
        : colour === 'rose'
          ? random.pick<MaterialKey>(['gold14', 'gilded'])
          : colour === 'silver'
            ? 'silver925'
            : random.pick<MaterialKey>(['leather', 'enamel']);
  const extra: MaterialKey[] = stone === 'pearl' ? ['pearl'] : stone === 'diamond' ? [metal === 'gold18' || metal === 'gold14' ? 'diamond' : 'zirconia'] : stone ? ['zirconia'] : [];
  return [metal, ...extra];
}

function basePrice(type: TypeKey, material: MaterialKey, random: Random): number {
  const ranges: Partial<Record<MaterialKey, [number, number]>> = {
    gold18: [4995, 24995],
    gold14: [2495, 12995],
    gilded: [495, 2495],
    silver925: [295, 1995],
    steel: [1495, 8995],
    leather: [295, 995],
    enamel: [149, 995],
  };
  const [min, max] = type === 'watch' ? [1495, 8995] : (ranges[material] ?? [295, 1995]);
  const hundreds = random.int(Math.floor(min / 100), Math.floor(max / 100));
  return hundreds * 100 + 95;
}

export function buildProductCatalogue(random: Random, ids: IdSource, media: MediaRegistry, referenceDate: string, targetVariants: number): ProductCatalogue {
  const salesChannels: SalesChannel[] = [];
  const nordic = { id: ids.take(), name: NORDIC_PARENT, parentId: null };
  salesChannels.push(nordic, { id: ids.take(), name: SWEDISH_STORE, parentId: nordic.id });
  for (const name of ['Glans Norge', 'Glans Danmark', 'Glans Suomi']) salesChannels.push({ id: ids.take(), name, parentId: nordic.id });
  const priceChannels = salesChannels.slice(0, 2);

  const colours: Colour[] = COLOURS.map((c) => ({ id: ids.take(), name: c.name, nameEn: c.nameEn, hex: c.hex }));
  const colourId = (key: ColourKey) => colours[COLOURS.findIndex((c) => c.key === key)]!.id;
  const materials: Material[] = MATERIALS.map((m) => ({ id: ids.take(), name: m.name, nameEn: m.nameEn }));
  const materialId = (key: MaterialKey) => materials[MATERIALS.findIndex((m) => m.key === key)]!.id;

  const productTypes: ProductType[] = [];
  const productSubtypes: ProductSubtype[] = [];
  const categories: Category[] = [];
  const typeCategory = new Map<TypeKey, { type: ProductType; spec: TypeSpec; subcategories: Category[]; subtypes: ProductSubtype[] }>();
  let position = 0;

  const category = (fields: Partial<Category> & Pick<Category, 'slug' | 'title'>, motif: string, palette: number): Category => {
    const created = daysBefore(referenceDate, 900 - position);
    // 1,920 px wide (Next's widest image size): the home page draws this banner cropped to a 4:5 tile about 890
    // px wide, which a 2x screen fills from the 1,920-px file.
    const hero = media.scene(motif, palette, 1920, 768, 'category', fields.title);
    return {
      id: ids.take(),
      header: fields.title,
      navigationTitle: fields.title,
      parentId: null,
      brandId: null,
      productTypeId: null,
      heroMediaId: hero,
      sliderMediaIds: [],
      teaser: '',
      content: structuredText([dast.paragraph(fields.teaser ?? fields.title)]),
      specializedProductSearch: false,
      newProductsOnly: false,
      position: position++,
      createdAt: created,
      seo: { title: fields.title, description: fields.teaser ?? fields.title, imageId: hero },
      ...fields,
    };
  };

  PRODUCT_TYPES.forEach((spec, typeIndex) => {
    const type: ProductType = { id: ids.take(), name: spec.name, alias: spec.alias, sizeGuideArticleId: null };
    productTypes.push(type);
    const slider = [0, 1, 2].map((n) => media.scene(`${spec.key}-mood`, (typeIndex + n) % 6, 1600, 640, 'category', `${spec.categoryTitle} – stämningsbild ${n + 1}`));
    const top = category(
      {
        slug: spec.categorySlug,
        title: spec.categoryTitle,
        header: `${spec.categoryTitle} från Glans`,
        productTypeId: type.id,
        teaser: spec.teaser,
        sliderMediaIds: slider,
      },
      spec.key,
      typeIndex,
    );
    categories.push(top);
    const subtypes = spec.subtypes.map((sub) => ({ id: ids.take(), name: sub.name, productTypeId: type.id }));
    productSubtypes.push(...subtypes);
    const subcategories = spec.subtypes.map((sub, index) =>
      category({ slug: sub.slug, title: sub.name, parentId: top.id, productTypeId: type.id, teaser: sub.teaser }, spec.key, (typeIndex + index + 1) % 6),
    );
    categories.push(...subcategories);
    top.content = structuredText(
      [
        dast.heading(2, `Välj ${spec.categoryTitle.toLowerCase()} som håller`),
        dast.paragraph(spec.teaser, ' Alla smycken levereras i presentask och med 30 dagars öppet köp.'),
        dast.list(
          'bulleted',
          subcategories.map((sub) => [dast.itemLink(sub.id, sub.title), ` – ${sub.teaser}`]),
        ),
      ],
      subcategories.map((sub) => ({ id: sub.id, __typename: 'ProductCategoryRecord' as const })),
    );
    typeCategory.set(spec.key, { type, spec, subcategories, subtypes });
  });

  // One brand overview: the all_brand special page (`/varumarken/`). The brand categories are top-level, and their
  // trail leads to that page; no category lists the brands a second time. The former "Våra märken" category is
  // still drawn (not published) so that the ids and pictures drawn after it stay as they were.
  category({ slug: 'marken', title: 'Våra märken' }, 'brands', 4);
  const news = category(
    { slug: 'nyheter', title: 'Nyheter', header: 'Nyheter hos Glans', teaser: 'Det senaste från våra formgivare.', specializedProductSearch: true, newProductsOnly: true },
    'news',
    0,
  );
  categories.push(news);

  const brands: Brand[] = BRANDS.map((spec, index) => {
    const slug = slugify(spec.name);
    const brandCategory = category(
      { slug, title: spec.name, header: `${spec.name} hos Glans`, teaser: spec.story },
      `brand-${index % 4}`,
      index % 6,
    );
    const brand: Brand = {
      id: ids.take(),
      slug,
      name: spec.name,
      stockCredit: index % 5 === 0 ? 2 : 0,
      description: spec.story,
      logoMediaId: media.scene(`logo-${slug}`, index % 6, 600, 300, 'brand', `${spec.name} logotyp`),
      mediaIds: [media.scene(`brand-${index % 4}`, index % 6, 1600, 640, 'brand', spec.name)],
      categoryId: brandCategory.id,
    };
    brandCategory.brandId = brand.id;
    categories.push(brandCategory);
    return brand;
  });

  const families: ProductFamily[] = [];
  const used = new Map<string, number>();
  let retries = 0;
  let variantCount = 0;
  let serial = 1;
  const minimumFamilies = 420;
  const pricing = (price: number, discount: number) =>
    priceChannels.map((channel) => ({
      salesChannelId: channel.id,
      salesChannelName: channel.name,
      price,
      priceDiscounted: discount > 0 ? Math.round(price * (1 - discount / 100)) : price,
      percentDiscount: discount,
    }));

  while (families.length < minimumFamilies || variantCount < targetVariants) {
    const typeKey = weightedType(random);
    const entry = typeCategory.get(typeKey)!;
    const subIndex = random.int(0, entry.subcategories.length - (typeKey === 'accessory' ? 2 : 1));
    const brand = random.pick(brands);
    const poetic = random.pick(FAMILY_NAMES);
    const key = `${typeKey}|${poetic}|${brand.id}|${subIndex}`;
    const seen = used.get(key) ?? 0;
    // A combination already taken is retried a few times; once the catalogue is large, it becomes a
    // numbered edition ("Ring Solstråle 2") so names and slugs stay unique at any size.
    if (seen > 0 && (retries += 1) < 20) continue;
    retries = 0;
    used.set(key, seen + 1);
    const name = `${entry.spec.word} ${poetic}${seen > 0 ? ` ${seen + 1}` : ''}`;
    const slug = slugify(`${name} ${brand.name} ${entry.subtypes[subIndex]!.name}`);
    const familyColours = random.sample(METALS[typeKey], random.chance(0.35) ? 2 : 1);
    const stone = typeKey === 'ring' && subIndex === 2 ? random.pick(STONES) : typeKey === 'necklace' && subIndex === 2 ? 'pearl' : random.chance(0.2) && typeKey !== 'watch' && typeKey !== 'accessory' ? random.pick(STONES) : null;
    // About one family in thirty is new (launched within the last 30 days): "Nyheter" is a page of its own and
    // the marker stands out on a listing, whose default order puts the newest first.
    const recent = random.chance(0.03);
    const createdAt = daysBefore(referenceDate, recent ? random.int(1, 28) : random.int(31, 730), random.int(0, 1439));
    const style = random.int(0, 2);
    const sizeSets = sizesFor(typeKey, subIndex, random);
    const discount = random.chance(0.15) ? random.pick([10, 15, 20, 25, 30]) : 0;
    const variants: ProductVariant[] = [];
    for (const colour of familyColours) {
      const materialKeys = materialsFor(colour, typeKey, stone, random);
      const price = basePrice(typeKey, materialKeys[0]!, random);
      const colourName = COLOURS.find((c) => c.key === colour)!.name;
      const imageAlt = `${name} i ${colourName}`;
      const mediaIds = [0, 1].map((angle) => media.product(typeKey, colour, stone, style, angle, imageAlt));
      for (const sizes of sizeSets) {
        const roll = random.next();
        const soldOut = roll < 0.08;
        const low = !soldOut && roll < 0.13;
        const stockQuantity = soldOut ? 0 : low ? random.int(1, 3) : random.int(4, 60);
        const sizeText = sizes[0]?.value;
        variants.push({
          id: ids.take(),
          sku: `GL-${entry.spec.alias.slice(0, 3).toUpperCase()}-${String(families.length + 1).padStart(5, '0')}-${variants.length + 1}`,
          ean: ean13(serial++),
          name: [name, colourName, sizeText].filter(Boolean).join(', '),
          sizes,
          colourIds: [colourId(colour)],
          materialIds: materialKeys.map(materialId),
          mediaIds,
          pricing: pricing(price + (sizes[0]?.kind === 'length' ? (parseInt(sizeText ?? '0', 10) - 40) * 10 : 0), discount),
          stockQuantity,
          availability: soldOut ? 'sold_out' : low ? 'low_stock' : 'in_stock',
          allowOrdering: random.next() >= 0.03,
          isGiftCard: false,
          isGiftWrapping: false,
          createdAt,
        });
      }
    }
    variantCount += variants.length;
    // Each colour is its own piece with its own materials: a family sold in gold and silver is made in one or
    // the other, never in both, so its text names every colour with that colour's own materials.
    const finishes = familyColours.map((colour) => {
      const variant = variants.find((v) => v.colourIds[0] === colourId(colour))!;
      const names = variant.materialIds.map((id) => materials.find((m) => m.id === id)!.name).join(' och ');
      return { colour: COLOURS.find((c) => c.key === colour)!.name, names };
    });
    const madeOf =
      finishes.length === 1
        ? `är gjord i ${finishes[0]!.names}`
        : `finns i ${finishes.map((finish) => `${finish.colour} (${finish.names})`).join(' och i ')}`;
    const description = `${random.pick(DESCRIPTION_OPENERS)} ${name} från ${brand.name} ${madeOf}. ${random.pick(DESCRIPTION_CARE)}`;
    // The family's own pictures are those every variant shares: the product page shows the chosen variant's
    // pictures and then the family's, so a picture of one colour never appears in another colour's gallery.
    const sharedMedia = variants[0]!.mediaIds.filter((id) => variants.every((v) => v.mediaIds.includes(id)));
    families.push({
      id: ids.take(),
      slug,
      name,
      brandId: brand.id,
      categoryId: entry.subcategories[subIndex]!.id,
      productTypeId: entry.type.id,
      productSubtypeId: entry.subtypes[subIndex]!.id,
      soldAsSingle: typeKey === 'earring' && subIndex === 2 && random.chance(0.3),
      isOpen: false,
      description,
      mediaIds: sharedMedia,
      seo: { title: `${name} – ${brand.name}`, description: description.slice(0, 155), imageId: variants[0]!.mediaIds[0]! },
      createdAt,
      variants,
    });
  }

  addChainSlots(families, typeCategory.get('necklace')!.subtypes);

  // The shop-wide search page (the header's search leads to the specialized-search category with the
  // lowest position); created last so the ids and images of everything before it stay as they were.
  categories.push(
    category(
      { slug: 'sok', title: 'Sök', header: 'Sök bland alla smycken', teaser: 'Hitta rätt bland alla våra smycken och accessoarer.', specializedProductSearch: true, position: -1 },
      'news',
      0,
    ),
  );

  // The shop's own brand: what Glans sells under its own name (the gift card, the gift wrapping) is not one of
  // the jewellery brands. Created after everything else, so the ids and images made before it stay as they were.
  const houseCategory = category(
    { slug: 'glans', title: 'Glans', header: 'Glans egna', teaser: 'Presentkort och presentinslagning från Glans.' },
    'brand-0',
    0,
  );
  const house: Brand = {
    id: ids.take(),
    slug: 'glans',
    name: 'Glans',
    stockCredit: 0,
    description: 'Glans egna presentkort och presentinslagning: ge bort ett smycke, eller valet av ett.',
    logoMediaId: media.scene('logo-glans', 0, 600, 300, 'brand', 'Glans logotyp'),
    mediaIds: [media.scene('brand-0', 0, 1600, 640, 'brand', 'Glans')],
    categoryId: houseCategory.id,
  };
  houseCategory.brandId = house.id;
  categories.push(houseCategory);
  brands.push(house);
  families.push(...giftFamilies(ids, media, typeCategory.get('accessory')!, house, referenceDate, pricing, () => ean13(serial++)));
  return { salesChannels, brands, productTypes, productSubtypes, colours, materials, categories, families };
}


/** Chains offered with one pendant, at most: a short choice, as a shop's "add a chain" shows. */
const CHAINS_PER_PENDANT = 6;

/**
 * The catalogue's bundles: a pendant ("Hängsmycken") may be bought with a chain ("Kedjor") in the pendant's
 * first colour, in slot `kedja`. Chosen without the random source, so everything else stays as it was.
 */
function addChainSlots(families: ProductFamily[], subtypes: readonly ProductSubtype[]): void {
  const [pendants, chains] = subtypes;
  if (!pendants || !chains) return;
  const chainVariants = families.filter((family) => family.productSubtypeId === chains.id).flatMap((family) => family.variants);
  for (const family of families) {
    if (family.productSubtypeId !== pendants.id) continue;
    const colour = family.variants[0]?.colourIds[0];
    const variantIds = chainVariants
      .filter((variant) => colour !== undefined && variant.colourIds.includes(colour))
      .slice(0, CHAINS_PER_PENDANT)
      .map((variant) => variant.id);
    if (variantIds.length > 0) family.bundleSlots = [{ name: 'kedja', title: 'Kedja', variantIds }];
  }
}
