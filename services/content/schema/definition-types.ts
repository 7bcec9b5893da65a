/** The shapes of the model definitions (see model-definitions.ts). */

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
  format?: 'code' | 'enum' | 'hex';
  /**
   * DatoCMS's per-field `content_link_enabled` setting: `false` keeps Content Link markers out of a field
   * that is text but used as data (a name compared in code).
   */
  contentLinkEnabled?: boolean;
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
  fields: FieldDefinition[];
}
