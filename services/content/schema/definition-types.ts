import type { ApiTypes } from '@datocms/cma-client-node';

/** The shapes of the model definitions (see model-definitions.ts). */

/** DatoCMS's field types (`field_type` of the CMA's field resource). */
export type CmaFieldType = ApiTypes.FieldAttributes['field_type'];

/** A field's editor in DatoCMS's form, where its default editor is wrong for the field. */
export interface FieldAppearanceDefinition {
  editor: string;
  parameters: Record<string, unknown>;
}

/** The DatoCMS filter input a field is filtered with (`ItemIdFilter`, `SlugFilter`, …). */
export type FilterKind =
  | 'itemId'
  | 'slug'
  | 'string'
  | 'link'
  | 'links'
  | 'parent'
  | 'position'
  | 'boolean'
  | 'integer'
  | 'date'
  | 'createdAt'
  | 'updatedAt'
  | 'publishedAt'
  | 'status'
  | 'locales';

export const FILTER_INPUT: Record<FilterKind, string> = {
  itemId: 'ItemIdFilter',
  slug: 'SlugFilter',
  string: 'StringFilter',
  link: 'LinkFilter',
  links: 'LinksFilter',
  parent: 'ParentFilter',
  position: 'PositionFilter',
  boolean: 'BooleanFilter',
  integer: 'IntegerFilter',
  date: 'DateFilter',
  createdAt: 'CreatedAtFilter',
  updatedAt: 'UpdatedAtFilter',
  publishedAt: 'PublishedAtFilter',
  status: 'StatusFilter',
  locales: 'LocalesFilter',
};

export interface FieldDefinition {
  name: string;
  /** SDL output type, e.g. `String`, `[FileField!]!`. Structured text fields use `structuredText` instead. */
  type: string;
  /** SDL argument list including parentheses, e.g. `(locale: SiteLocale)`. */
  args?: string;
  filter?: FilterKind;
  orderable?: boolean;
  /** A DatoCMS structured text field: its `XxxModelFieldField` type and unions are generated. */
  structuredText?: boolean;
  /**
   * A localized field: it takes `locale`/`fallbackLocales` itself and the record gets `_allXxxLocales`
   * (`[<Type>MultiLocaleField!]`). Only String fields are localized in the local models.
   */
  localized?: boolean;
  /**
   * A string field with DatoCMS's format or enum validator (an identifier, a code, a colour value): such
   * a value is data, so Content Link embeds no editing markers in it, as DatoCMS does not.
   */
  format?: 'code' | 'enum' | 'hex' | 'url';
  /**
   * DatoCMS's per-field `content_link_enabled` setting: `false` keeps Content Link markers out of a field
   * that is text but used as data (a name compared in code).
   */
  contentLinkEnabled?: boolean;
  /**
   * DatoCMS's `field_type` where the SDL type does not decide it (a `String` is `string` unless this says
   * `slug` or `text`). Otherwise cma-field-types.ts derives it from `type`: `FileField` is `file`,
   * `[FileField!]!` `gallery`, a model's record `link`, a block's record `single_block`, a list of models'
   * records `links`, a list of blocks' records `rich_text` (modular content), `structuredText` is
   * `structured_text`.
   */
  fieldType?: CmaFieldType;
  /** The field's api key in DatoCMS; by default the name in snake_case (`navigationTitle` → `navigation_title`). */
  apiKey?: string;
  /**
   * The field's earlier api keys, newest first: a field found under one of them is renamed, never
   * replaced by an empty new field (the stable identity of a field across renames).
   */
  renamedFrom?: string[];
  /** The label in DatoCMS's editor; by default derived from the api key. */
  label?: string;
  hint?: string;
  required?: boolean;
  /** DatoCMS's `unique` validator (slugs, SKUs). */
  unique?: boolean;
  /** A slug field's title field (a field name of the same model): DatoCMS's `slug_title_field`. */
  slugTitleField?: string;
  /** The values of an `enum` format (DatoCMS's `enum` validator). */
  enumValues?: string[];
  /** DatoCMS's `length` validator. */
  length?: { min?: number; max?: number };
  /** File and gallery fields: the kind of upload allowed (DatoCMS's `extension` validator). */
  uploads?: 'image' | 'video' | 'document';
  /** Not a stored field: computed by DatoCMS from a model flag (tree: `parent`/`children`/`position`; inverse relationships). */
  derived?: 'tree' | 'inverse';
  appearance?: FieldAppearanceDefinition;
}

export type ModelKind = 'collection' | 'singleton' | 'block';

export interface ModelDefinition {
  apiKey: string;
  /** PascalCase model name: `BlogArticle` gives `BlogArticleRecord`, `BlogArticleModelFilter`, … */
  name: string;
  kind: ModelKind;
  /** Root field of one record (`blogArticle`) or of the singleton (`frontPage`). Not for blocks. */
  single?: string;
  /** Root list field (`allBlogArticles`); its meta field is `_${plural}Meta`. Collections only. */
  plural?: string;
  /** Tree collections (DatoCMS "hierarchical sorting") get `parent`, `children` and `position`. */
  tree?: boolean;
  /** DatoCMS's `sortable` (records in a manual order); tree models are sortable by their tree. */
  sortable?: boolean;
  /** DatoCMS's `inverse_relationships_enabled`: the records of other models linking here are queryable. */
  inverseRelationships?: boolean;
  /** The model's earlier api keys, newest first (a renamed model is updated, not created anew). */
  renamedFrom?: string[];
  /** The model's name in DatoCMS's editor; by default derived from `name` (`ProductFamily` → `Product family`). */
  label?: string;
  hint?: string;
  fields: FieldDefinition[];
}

/** The site's locales in DatoCMS (`/site`'s `locales`); the first is the default. */
export const SITE_LOCALES = ['sv-SE'] as const;
