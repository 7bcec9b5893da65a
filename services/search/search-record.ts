import type { Availability } from '../seed/catalogue-types';

/** One variant of a record, as far as the listing's filters see it. */
export interface RecordVariant {
  variantId: string;
  sizes: string[];
  material: string[];
}

/**
 * One search record: a product as a shopper sees it on a listing card. A family whose variants differ only
 * by size is one record (its sizes gathered in `sizes`); a family sold in several colours gives one record
 * per colour. `isNew` is not stored: the storefront derives it from `createdAtTimestamp`.
 */
export interface SearchRecord {
  /** `{familyId}` for a single-colour family, `{familyId}-{colourIds}` for one colour of several. */
  objectID: string;
  familyId: string;
  /** The representative variant: the cheapest orderable one, else the cheapest. */
  variantId: string;
  /** Every variant of the record (all sizes of this colour). */
  variantIds: string[];
  /**
   * What tells the record's variants apart, best first (the representative's order): a listing filtered for a
   * size or material opens the variant that has it, not the representative.
   */
  variants: RecordVariant[];
  name: string;
  brand: string;
  productType: string;
  /** The product type's short alias (e.g. `ring`). */
  productTypeAlias: string;
  productSubtype: string | null;
  /** Colour name(s) of the record, Swedish; usually one. */
  colour: string[];
  material: string[];
  /** Size display values of all the record's variants, e.g. `17 mm`, `45 cm`. */
  sizes: string[];
  /** SEK in the effective price channel; the discounted price when discounted. */
  price: number;
  /** SEK before discount; equals `price` when not discounted. */
  originalPrice: number;
  percentDiscount: number;
  createdAt: string;
  /** Seconds since the epoch. */
  createdAtTimestamp: number;
  image: { path: string; width: number; height: number; alt: string } | null;
  url: string;
  /** The family's category and its ancestors, then the brand category and its ancestors. */
  categoryIds: string[];
  categorySlugs: string[];
  availability: Availability;
  /** False when no variant of the record may be ordered. */
  allowOrdering: boolean;
  description: string;
}

/** Attributes a shopper can filter on (facet values are strings; numbers come as numeric facets too). */
export const FACET_ATTRIBUTES = [
  'brand',
  'productType',
  'productTypeAlias',
  'productSubtype',
  'colour',
  'material',
  'sizes',
  'availability',
  'categoryIds',
  'categorySlugs',
  'familyId',
  'objectID',
  'allowOrdering',
  'price',
  'percentDiscount',
] as const;

/** Attributes with numbers, for `numericFilters`, numeric `filters` and `facets_stats`. */
export const NUMERIC_ATTRIBUTES = ['price', 'originalPrice', 'percentDiscount', 'createdAtTimestamp'] as const;

export type NumericAttribute = (typeof NUMERIC_ATTRIBUTES)[number];

/**
 * Searchable attributes by priority level, most important first; the attributes of one level rank alike (one
 * comma-separated entry of Algolia's `searchableAttributes`, unordered). Material and colour lead: a shopper
 * who types a metal or a colour ("örhängen silver") wants that metal before a name that only begins with the
 * same letters ("Silverdimma" in 14K gold).
 */
const SEARCHABLE_LEVELS = [
  ['material', 'colour'],
  ['name', 'brand'],
  ['productType', 'productSubtype'],
  ['sizes'],
  ['description'],
] as const;

/**
 * Each searchable attribute with its level and the weight a match in it scores: the levels count down by
 * one, and a record's attribute score is the sum over the query's words of each word's best weight. Every
 * hit matches every word, so a higher sum is a lower sum of levels: Algolia's `attributeCriteriaComputedBy:
 * sum` over these levels.
 */
export const SEARCHABLE_ATTRIBUTES = SEARCHABLE_LEVELS.flatMap((attributes, level) =>
  attributes.map((attribute) => ({ attribute, level, weight: SEARCHABLE_LEVELS.length - level })),
);

/** The levels as Algolia's `searchableAttributes` entries. */
export const SEARCHABLE_ATTRIBUTE_SETTING: string[] = SEARCHABLE_LEVELS.map((attributes) =>
  attributes.length === 1 ? `unordered(${attributes[0]})` : attributes.join(','),
);

export type SearchableAttribute = (typeof SEARCHABLE_LEVELS)[number][number];

/** The text values of a searchable attribute of a record (arrays stay arrays). */
export function attributeTexts(record: SearchRecord, attribute: SearchableAttribute): string[] {
  // Records written through the API may lack an attribute or hold other types than the catalogue's.
  const value: unknown = record[attribute];
  if (value === null || value === undefined) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((item) => item !== null && typeof item !== 'object').map(String);
  return typeof value === 'object' ? [] : [String(value)];
}

/** A facet attribute's string values on a record, as Algolia compares them. */
export function facetValues(record: SearchRecord, attribute: string): string[] {
  const value = (record as unknown as Record<string, unknown>)[attribute];
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.map(String);
  return [String(value)];
}
