import { FILTER_INPUT, type FieldDefinition, type ModelDefinition } from './definition-types';
import { MENU_LINK_TARGETS, MODELS, STRUCTURED_TEXT_BLOCKS, STRUCTURED_TEXT_LINKS } from './model-definitions';
import { SHARED_SDL } from './shared-types';

/**
 * Emits the GraphQL SDL of the content service from the model definitions, in DatoCMS naming. The output
 * is deterministic; `schema.graphql` at the repository root is this text (a unit test keeps them equal).
 */

const LOCALE_ARGS = 'fallbackLocales: [SiteLocale!], locale: SiteLocale';

/** The fields of DatoCMS's `RecordInterface`, which every record type implements, blocks included. */
const RECORD_META_FIELDS: FieldDefinition[] = [
  { name: '_createdAt', type: 'DateTime!', filter: 'createdAt', orderable: true },
  { name: '_editingUrl', type: 'String' },
  { name: '_firstPublishedAt', type: 'DateTime', filter: 'publishedAt', orderable: true },
  { name: '_isValid', type: 'BooleanType!', filter: 'boolean' },
  { name: '_modelApiKey', type: 'String!' },
  { name: '_publicationScheduledAt', type: 'DateTime' },
  { name: '_publishedAt', type: 'DateTime', filter: 'publishedAt', orderable: true },
  { name: '_seoMetaTags', type: '[Tag!]!', args: '(locale: SiteLocale)' },
  { name: '_status', type: 'ItemStatus!', filter: 'status', orderable: true },
  { name: '_unpublishingScheduledAt', type: 'DateTime' },
  { name: '_updatedAt', type: 'DateTime!', filter: 'updatedAt', orderable: true },
  { name: 'id', type: 'ItemId!', filter: 'itemId', orderable: true },
];

/** The locales a record has content in; on records of models, not blocks. */
const LOCALES_FIELD: FieldDefinition = { name: '_locales', type: '[SiteLocale!]!', filter: 'locales' };

/** `name` → `_allNameLocales`. */
export function allLocalesFieldName(field: string): string {
  return `_all${field.charAt(0).toUpperCase()}${field.slice(1)}Locales`;
}

/** The `_allXxxLocales` companions of a model's localized fields. */
function allLocalesFields(model: ModelDefinition): FieldDefinition[] {
  return model.fields
    .filter((field) => field.localized)
    .map((field) => ({ name: allLocalesFieldName(field.name), type: `[${field.type.replace(/!$/, '')}MultiLocaleField!]`, args: '(fallbackLocales: [SiteLocale!])' }));
}

/** `BlogArticle` + `content` → `BlogArticleModelContentField`. */
export function structuredTextTypeName(model: ModelDefinition, field: string): string {
  return `${model.name}Model${field.charAt(0).toUpperCase()}${field.slice(1)}Field`;
}

export function recordTypeName(model: ModelDefinition): string {
  return `${model.name}Record`;
}

function byName<T extends { name: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

function fieldType(model: ModelDefinition, field: FieldDefinition): string {
  return field.structuredText ? structuredTextTypeName(model, field.name) : field.type;
}

/** Every field of a record type, meta fields included, in alphabetical order as DatoCMS lists them. */
export function recordFields(model: ModelDefinition): FieldDefinition[] {
  const meta = model.kind === 'block' ? RECORD_META_FIELDS : [...RECORD_META_FIELDS, LOCALES_FIELD];
  const own = model.fields.map((field) => (field.localized ? { ...field, args: `(${LOCALE_ARGS})` } : field));
  return byName([...meta, ...own, ...allLocalesFields(model)]);
}

function emitRecordType(model: ModelDefinition): string {
  const lines = recordFields(model).map((field) => `  ${field.name}${field.args ?? ''}: ${fieldType(model, field)}`);
  return `"""Model \`${model.apiKey}\` (${model.kind})."""\ntype ${recordTypeName(model)} implements RecordInterface {\n${lines.join('\n')}\n}`;
}

function emitStructuredTextTypes(model: ModelDefinition): string[] {
  return model.fields
    .filter((field) => field.structuredText)
    .flatMap((field) => {
      const name = structuredTextTypeName(model, field.name);
      const blocks = `${name.slice(0, -'Field'.length)}BlocksField`;
      const links = `${name.slice(0, -'Field'.length)}LinksField`;
      return [
        `union ${blocks} = ${STRUCTURED_TEXT_BLOCKS.join(' | ')}`,
        `union ${links} = ${STRUCTURED_TEXT_LINKS.join(' | ')}`,
        `type ${name} {\n  blocks: [${blocks}!]!\n  links: [${links}!]!\n  value: JsonField!\n}`,
      ];
    });
}

function emitFilter(model: ModelDefinition): string {
  const own = `${model.name}ModelFilter`;
  const lines = [`  AND: [${own}]`, `  OR: [${own}]`];
  for (const field of recordFields(model)) {
    if (field.filter) lines.push(`  ${field.name}: ${FILTER_INPUT[field.filter]}`);
  }
  return `input ${own} {\n${lines.join('\n')}\n}`;
}

function emitOrderBy(model: ModelDefinition): string {
  const values = recordFields(model)
    .filter((field) => field.orderable)
    .flatMap((field) => [`  ${field.name}_ASC`, `  ${field.name}_DESC`]);
  return `enum ${model.name}ModelOrderBy {\n${values.join('\n')}\n}`;
}

function emitQuery(): string {
  const fields: { name: string; line: string }[] = [{ name: '_site', line: `  _site(${LOCALE_ARGS}): Site!` }];
  for (const model of MODELS) {
    const type = recordTypeName(model);
    if (model.kind === 'singleton' && model.single) {
      fields.push({ name: model.single, line: `  ${model.single}(${LOCALE_ARGS}): ${type}` });
    }
    if (model.kind === 'collection' && model.single && model.plural) {
      const filter = `filter: ${model.name}ModelFilter`;
      const orderBy = `orderBy: [${model.name}ModelOrderBy]`;
      const meta = `_${model.plural}Meta`;
      fields.push({
        name: model.single,
        line: `  ${model.single}(fallbackLocales: [SiteLocale!], ${filter}, locale: SiteLocale, ${orderBy}): ${type}`,
      });
      fields.push({
        name: model.plural,
        line: `  ${model.plural}(fallbackLocales: [SiteLocale!], ${filter}, first: IntType = 20, locale: SiteLocale, ${orderBy}, skip: IntType): [${type}!]!`,
      });
      fields.push({ name: meta, line: `  ${meta}(fallbackLocales: [SiteLocale!], ${filter}, locale: SiteLocale): CollectionMetadata!` });
    }
  }
  return `type Query {\n${byName(fields)
    .map((field) => field.line)
    .join('\n')}\n}`;
}

export function emitSchema(): string {
  const parts: string[] = [
    [
      '# The GraphQL schema of the local content service (services/content), in DatoCMS Content Delivery API',
      '# naming. Generated from services/content/schema/model-definitions.ts by',
      '# `npx tsx services/content/schema/write-schema.ts`; do not edit by hand.',
    ].join('\n'),
    'schema {\n  query: Query\n}',
    emitQuery(),
    SHARED_SDL.trim(),
    `union MenuLinkModelLinkField = ${MENU_LINK_TARGETS.join(' | ')}`,
  ];
  const models = byName(MODELS);
  for (const model of models) {
    parts.push(emitRecordType(model));
    parts.push(...emitStructuredTextTypes(model));
    if (model.kind === 'collection') {
      parts.push(emitFilter(model));
      parts.push(emitOrderBy(model));
    }
  }
  return `${parts.join('\n\n')}\n`;
}
