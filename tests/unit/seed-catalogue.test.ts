import { validate } from 'datocms-structured-text-utils';
import { describe, expect, it } from 'vitest';
import { dictionaryDefaults } from '@/lib/content/dictionary-defaults';
import type { StructuredTextValue } from '@/services/seed/catalogue-types';
import { SPECIAL_SLUGS } from '@/services/seed/catalogue-editorial';
import { generateCatalogue } from '@/services/seed/generate';
import { COLOURS } from '@/services/seed/vocabulary';

const options = { referenceDate: '2026-11-21' };
const catalogue = generateCatalogue(options);
const variants = catalogue.families.flatMap((family) => family.variants);

function eanValid(ean: string): boolean {
  const digits = [...ean].map(Number);
  const check = digits.pop()!;
  const sum = digits.reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 1 : 3), 0);
  return ean.length === 13 && (10 - (sum % 10)) % 10 === check;
}

describe('demo catalogue generator', () => {
  it("sells the gift card and the gift wrapping under the shop's own name, not a jewellery brand's", () => {
    const house = catalogue.brands.find((brand) => brand.name === 'Glans');
    expect(house).toBeDefined();
    const gifts = catalogue.families.filter((family) => family.variants.some((variant) => variant.isGiftCard || variant.isGiftWrapping));
    expect(gifts.length).toBeGreaterThanOrEqual(2);
    for (const family of gifts) expect(family.brandId).toBe(house!.id);
  });

  it('is deterministic: the same options give the same catalogue', () => {
    expect(JSON.stringify(generateCatalogue(options))).toBe(JSON.stringify(catalogue));
    expect(JSON.stringify(generateCatalogue({ ...options, seed: 7 }))).not.toBe(JSON.stringify(catalogue));
  });

  it('is as large as a real shop: 6+ top categories with children, 12 jewellery brands and the shop’s own, 400+ families, 1,500+ variants, articles', () => {
    const top = catalogue.categories.filter((c) => c.parentId === null && c.productTypeId !== null);
    expect(top.length).toBeGreaterThanOrEqual(6);
    for (const category of top) expect(catalogue.categories.some((c) => c.parentId === category.id)).toBe(true);
    // Twelve jewellery brands and the shop's own (its gift card and gift wrapping).
    expect(catalogue.brands).toHaveLength(13);
    expect(catalogue.families.length).toBeGreaterThanOrEqual(400);
    expect(variants.length).toBeGreaterThanOrEqual(1500);
    expect(catalogue.articles.blog.length).toBeGreaterThanOrEqual(10);
    expect(catalogue.articles.faq.length).toBeGreaterThanOrEqual(8);
    expect(catalogue.articles.termsOfBusiness.length).toBeGreaterThanOrEqual(3);
  });

  it('has the special-page slugs of the design, and no category slug clashes with them', () => {
    expect(SPECIAL_SLUGS).toEqual({
      frontPage: '',
      about: 'om-oss',
      contact: 'kontakt',
      blog: 'blogg',
      faq: 'vanliga-fragor',
      termsOfBusiness: 'kopvillkor',
      cart: 'varukorg',
      checkout: 'kassa',
      giftWrapping: 'presentinslagning',
      checkoutCompleted: 'orderbekraftelse',
      allBrands: 'varumarken',
    });
    for (const [key, page] of Object.entries(catalogue.pages)) expect(page.slug).toBe(SPECIAL_SLUGS[key as keyof typeof SPECIAL_SLUGS]);
    const special = new Set(Object.values(SPECIAL_SLUGS));
    for (const category of catalogue.categories) expect(special.has(category.slug)).toBe(false);
  });

  it('has unique slugs and ids', () => {
    const slugs = catalogue.families.map((f) => f.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(catalogue.categories.map((c) => c.slug)).size).toBe(catalogue.categories.length);
    const ids = [...catalogue.families.map((f) => f.id), ...variants.map((v) => v.id), ...catalogue.categories.map((c) => c.id)];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has a parent sales channel above the Swedish store', () => {
    const own = catalogue.salesChannels.find((c) => c.name === catalogue.global.salesChannelConfig.salesChannelName)!;
    expect(own.parentId).not.toBeNull();
    const parent = catalogue.salesChannels.find((c) => c.id === own.parentId)!;
    for (const variant of variants) expect(variant.pricing.map((p) => p.salesChannelName)).toContain(parent.name);
  });

  it('gives rings sizes of 15–21 mm and chains lengths in cm', () => {
    const rings = catalogue.families.filter((f) => f.name.startsWith('Ring '));
    expect(rings.length).toBeGreaterThan(50);
    for (const variant of rings.flatMap((f) => f.variants)) {
      expect(variant.sizes[0]!.kind).toBe('ringSize');
      const value = Number(variant.sizes[0]!.value.replace(' mm', '').replace(',', '.'));
      expect(value).toBeGreaterThanOrEqual(15);
      expect(value).toBeLessThanOrEqual(21);
    }
    const necklaces = catalogue.families.filter((f) => f.name.startsWith('Halsband ')).flatMap((f) => f.variants);
    for (const variant of necklaces) expect(variant.sizes[0]!.value).toMatch(/^\d+ cm$/);
  });

  it('has valid EANs, consistent discounts, stock states and new products', () => {
    for (const variant of variants) {
      expect(eanValid(variant.ean)).toBe(true);
      for (const price of variant.pricing) {
        if (price.percentDiscount === 0) expect(price.priceDiscounted).toBe(price.price);
        else expect(price.priceDiscounted).toBe(Math.round(price.price * (1 - price.percentDiscount / 100)));
      }
      if (variant.availability === 'sold_out') expect(variant.stockQuantity).toBe(0);
    }
    const share = (predicate: (v: (typeof variants)[number]) => boolean) => variants.filter(predicate).length / variants.length;
    expect(share((v) => v.pricing[0]!.percentDiscount > 0)).toBeGreaterThan(0.05);
    expect(share((v) => v.availability === 'sold_out')).toBeGreaterThan(0.02);
    expect(share((v) => !v.allowOrdering)).toBeGreaterThan(0.005);
    const reference = Date.parse('2026-11-21T00:00:00Z');
    const recent = catalogue.families.filter((f) => reference - Date.parse(f.createdAt) < 30 * 86_400_000);
    expect(recent.length).toBeGreaterThan(10);
    expect(variants.some((v) => v.isGiftCard)).toBe(true);
    expect(variants.some((v) => v.isGiftWrapping)).toBe(true);
  });

  it('references only records and images that exist', () => {
    const media = new Set(catalogue.media.map((m) => m.id));
    const categories = new Set(catalogue.categories.map((c) => c.id));
    for (const family of catalogue.families) {
      expect(categories.has(family.categoryId)).toBe(true);
      for (const id of [...family.mediaIds, ...family.variants.flatMap((v) => v.mediaIds)]) expect(media.has(id)).toBe(true);
    }
    for (const brand of catalogue.brands) expect(categories.has(brand.categoryId)).toBe(true);
    for (const category of catalogue.categories) expect(media.has(category.heroMediaId)).toBe(true);
  });

  it('makes structured text that validate() accepts, with every linked record and block present', () => {
    const texts: StructuredTextValue[] = [
      ...catalogue.categories.map((c) => c.content),
      ...Object.values(catalogue.articles).flatMap((list) => list.map((a) => a.content)),
      ...Object.values(catalogue.pages).map((p) => p.content),
    ];
    const recordIds = new Set([...catalogue.categories, ...catalogue.families, ...catalogue.brands, ...Object.values(catalogue.articles).flat()].map((r) => r.id));
    let blocks = 0;
    for (const text of texts) {
      expect(validate(text.value as Parameters<typeof validate>[0])).toMatchObject({ valid: true });
      for (const link of text.links) expect(recordIds.has(link.id)).toBe(true);
      const json = JSON.stringify(text.value);
      for (const block of text.blocks) expect(json).toContain(`"item":"${block.id}"`);
      blocks += text.blocks.length;
    }
    expect(blocks).toBeGreaterThan(2);
  });

  it('describes each family by its own materials: a family in two colours is never "made of" both', () => {
    const materialName = new Map(catalogue.materials.map((m) => [m.id, m.name]));
    for (const family of catalogue.families.filter((f) => f.variants.every((v) => !v.isGiftCard && !v.isGiftWrapping))) {
      const own = new Set(family.variants.flatMap((v) => v.materialIds.map((id) => materialName.get(id)!)));
      for (const name of materialName.values()) if (family.description.includes(name)) expect(own.has(name), `${family.name}: ${name}`).toBe(true);
      for (const name of own) expect(family.description, family.name).toContain(name);
      const finishes = new Set(family.variants.map((v) => v.materialIds.join()));
      if (finishes.size > 1) expect(family.description, family.name).not.toContain('är gjord i');
    }
    // The ring: one in 14K gold and sterling silver is described colour by colour.
    const mixed = catalogue.families.find((f) => new Set(f.variants.map((v) => v.materialIds.join())).size > 1)!;
    expect(mixed.description).toMatch(/finns i \S+ \(.+\) och i \S+ \(.+\)\./);
  });

  it("shows in a variant's gallery only pictures of that variant's colour", () => {
    const media = new Map(catalogue.media.map((m) => [m.id, m]));
    const colourKey = new Map(catalogue.colours.map((c) => [c.id, COLOURS.find((k) => k.name === c.name)!.key as string]));
    let checked = 0;
    for (const family of catalogue.families) {
      for (const variant of family.variants) {
        const colour = colourKey.get(variant.colourIds[0] ?? '');
        if (!colour) continue;
        // The product page's gallery: the variant's pictures, then the family's.
        for (const id of [...variant.mediaIds, ...family.mediaIds]) {
          const render = media.get(id)!.render;
          if (render.kind === 'product') {
            expect(render.colour, `${variant.name}`).toBe(colour);
            checked += 1;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(1500);
  });

  it('counts the brands it says it has', () => {
    expect(catalogue.brands).toHaveLength(13);
    expect(catalogue.pages.allBrands.intro).toMatch(/^Tretton märken/);
    expect(JSON.stringify(catalogue)).not.toMatch(/Tolv (nordiska )?smyckesmärken/);
  });

  it('has one brands overview: the brand categories are top-level, no category lists them again', () => {
    const brandCategoryIds = new Set(catalogue.brands.map((brand) => brand.categoryId));
    for (const category of catalogue.categories.filter((c) => brandCategoryIds.has(c.id))) expect(category.parentId).toBeNull();
    expect(catalogue.categories.some((c) => c.slug === 'marken')).toBe(false);
    const brandMenu = catalogue.global.header.menu.find((item) => item.type === 'brands')!;
    const links = brandMenu.groups.flatMap((group) => group.links);
    expect(links.filter((link) => link.link.modelApiKey === 'product_category')).toHaveLength(catalogue.brands.length);
    expect(links.at(-1)).toMatchObject({ label: 'Alla varumärken', link: { slug: SPECIAL_SLUGS.allBrands, parentSlug: null } });
  });

  it('has a Swedish text for every dictionary key', () => {
    for (const key of Object.keys(dictionaryDefaults)) {
      expect(catalogue.global.dictionary[key as keyof typeof dictionaryDefaults]?.trim()).toBeTruthy();
    }
  });

  it('scales to 100,000 variants for benchmarks', () => {
    const large = generateCatalogue({ ...options, targetVariants: 100_000 });
    expect(large.families.flatMap((f) => f.variants).length).toBeGreaterThanOrEqual(100_000);
    // Images are shared by what they show, so they do not grow with the catalogue.
    expect(large.media.length).toBeLessThan(catalogue.media.length * 2);
  }, 60_000);
});
