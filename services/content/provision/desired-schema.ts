import type { ApiTypes } from '@datocms/cma-client-node';
import { fieldApiKey } from '../graphql/content-link';
import type { CmaFieldType, FieldDefinition, ModelDefinition } from '../schema/definition-types';
import { MENU_LINK_TARGETS, MODELS, STRUCTURED_TEXT_BLOCKS, STRUCTURED_TEXT_LINKS } from '../schema/model-definitions';

/**
 * The DatoCMS schema the definitions describe, in the CMA client's shapes. Validators that point at other
 * models or fields name them by api key (`{ ref: 'brand' }`): ids exist only in a project, so the plan
 * (provision-plan.ts) resolves them when it writes. The local content service seeds its demo schema from
 * the same function.
 */

export interface DesiredField {
  apiKey: string;
  renamedFrom: string[];
  /** Create attributes; validators' model and field references are api keys until resolved. */
  attributes: Omit<ApiTypes.FieldCreateSchema, 'id' | 'type' | 'fieldset'>;
  /** Models this field's validators link to (they must exist before it). */
  modelRefs: string[];
  /** A field of the same model this field's validators name (a slug's title field). */
  fieldRef?: string;
}

export interface DesiredItemType {
  apiKey: string;
  renamedFrom: string[];
  attributes: Omit<ApiTypes.ItemTypeCreateSchema, 'id' | 'type'> & {
    name: string;
    api_key: string;
    singleton: boolean;
    modular_block: boolean;
    sortable: boolean;
    tree: boolean;
    inverse_relationships_enabled: boolean;
  };
  fields: DesiredField[];
}

export interface DesiredSchema {
  locales: string[];
  itemTypes: DesiredItemType[];
}

const HEX_PATTERN = '^#[0-9a-fA-F]{6}$';
const CODE_PATTERN = '^[A-Za-z0-9._-]+$';

function words(text: string): string {
  const spaced = text
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** `BrandRecord` → `brand` (the api key of the model a record type belongs to). */
export function recordTypeApiKey(type: string, models: ModelDefinition[]): string | undefined {
  const name = type.replace(/^\[|!?\]!?$|!$/g, '').replace(/!$/, '');
  return models.find((model) => `${model.name}Record` === name)?.apiKey;
}

function isList(type: string): boolean {
  return type.startsWith('[');
}

/** The record types a field's SDL type names (`MenuLinkModelLinkField` is the union of menu link targets). */
function referencedRecordTypes(field: FieldDefinition): string[] {
  if (field.type === 'MenuLinkModelLinkField') return MENU_LINK_TARGETS;
  const name = field.type.replace(/[[\]!]/g, '');
  return name.endsWith('Record') ? [name] : [];
}

/** `BrandxRecord` → `brandx`: how a record type of no model is named in a problem. */
function unknownApiKey(type: string): string {
  return fieldApiKey(type.replace(/Record$/, '')).replace(/^_/, '');
}

/** The model api keys a field links to or embeds, from its SDL type. */
export function fieldTargets(field: FieldDefinition, models: ModelDefinition[]): string[] {
  return referencedRecordTypes(field).map((type) => recordTypeApiKey(type, models) ?? unknownApiKey(type));
}

/** DatoCMS's field type of a field: its explicit `fieldType`, or the one its SDL type implies. */
export function cmaFieldType(field: FieldDefinition, models: ModelDefinition[]): CmaFieldType | undefined {
  if (field.fieldType) return field.fieldType;
  if (field.structuredText) return 'structured_text';
  const scalar: Record<string, CmaFieldType> = {
    String: 'string',
    IntType: 'integer',
    FloatType: 'float',
    BooleanType: 'boolean',
    Date: 'date',
    DateTime: 'date_time',
    JsonField: 'json',
    SeoField: 'seo',
    VideoField: 'video',
    FileField: 'file',
    '[FileField!]!': 'gallery',
    MenuLinkModelLinkField: 'link',
  };
  if (scalar[field.type]) return scalar[field.type];
  const targets = referencedRecordTypes(field);
  if (targets.length === 0) return undefined;
  const target = models.find((model) => `${model.name}Record` === targets[0]);
  const block = target?.kind === 'block';
  if (isList(field.type)) return block ? 'rich_text' : 'links';
  return block ? 'single_block' : 'link';
}

/** A reference to a model or field by api key, resolved to an id when written. */
export interface Ref {
  ref: string;
}

function refs(apiKeys: string[]): Ref[] {
  return [...apiKeys].sort().map((ref) => ({ ref }));
}

function validatorsOf(field: FieldDefinition, type: CmaFieldType, models: ModelDefinition[]): Record<string, unknown> {
  const validators: Record<string, unknown> = {};
  const targets = fieldTargets(field, models);
  if (field.required && type !== 'links' && type !== 'rich_text' && type !== 'gallery') validators.required = {};
  if (field.unique) validators.unique = {};
  if (type === 'link') validators.item_item_type = { item_types: refs(targets) };
  if (type === 'links') validators.items_item_type = { item_types: refs(targets) };
  if (type === 'rich_text') validators.rich_text_blocks = { item_types: refs(targets) };
  if (type === 'single_block') validators.single_block_blocks = { item_types: refs(targets) };
  if (type === 'structured_text') {
    validators.structured_text_blocks = { item_types: refs(STRUCTURED_TEXT_BLOCKS.map((name) => recordTypeApiKey(name, models) ?? name)) };
    validators.structured_text_links = { item_types: refs(STRUCTURED_TEXT_LINKS.map((name) => recordTypeApiKey(name, models) ?? name)) };
  }
  if (field.format === 'enum' && field.enumValues) validators.enum = { values: field.enumValues };
  if (field.format === 'hex') validators.format = { custom_pattern: HEX_PATTERN };
  if (field.format === 'code') validators.format = { custom_pattern: CODE_PATTERN };
  if (field.format === 'url') validators.format = { predefined_pattern: 'url' };
  if (field.length) validators.length = field.length;
  if (field.uploads && (type === 'file' || type === 'gallery')) validators.extension = { predefined_list: field.uploads };
  return validators;
}

function appearanceOf(field: FieldDefinition, type: CmaFieldType): DesiredField['attributes']['appearance'] {
  if (field.appearance) return { ...field.appearance, addons: [] };
  if (type === 'slug') return { editor: 'slug', parameters: { url_prefix: '' }, addons: [] };
  if (type === 'string' && field.format === 'enum' && field.enumValues)
    return { editor: 'string_select', parameters: { options: field.enumValues.map((value) => ({ label: value, value })) }, addons: [] };
  if (type === 'link') return { editor: 'link_select', parameters: {}, addons: [] };
  if (type === 'links') return { editor: 'links_select', parameters: {}, addons: [] };
  return undefined;
}

/** A field's api key in DatoCMS. */
export function definitionFieldApiKey(field: FieldDefinition): string {
  return field.apiKey ?? fieldApiKey(field.name);
}

function desiredField(field: FieldDefinition, position: number, model: ModelDefinition, models: ModelDefinition[]): DesiredField {
  const type = cmaFieldType(field, models);
  if (!type) throw new Error(`model ${model.apiKey}, field ${field.name}: no DatoCMS field type for "${field.type}"`);
  const apiKey = definitionFieldApiKey(field);
  const validators = validatorsOf(field, type, models);
  const appearance = appearanceOf(field, type);
  const modelRefs =
    type === 'structured_text' || ['link', 'links', 'rich_text', 'single_block'].includes(type) ? collectModelRefs(validators) : [];
  const slugTitle = field.slugTitleField ? model.fields.find((candidate) => candidate.name === field.slugTitleField) : undefined;
  if (slugTitle) validators.slug_title_field = { title_field_id: { ref: definitionFieldApiKey(slugTitle) } };
  return {
    apiKey,
    renamedFrom: field.renamedFrom ?? [],
    attributes: {
      label: field.label ?? words(apiKey),
      field_type: type,
      api_key: apiKey,
      localized: field.localized ?? false,
      validators,
      ...(appearance ? { appearance } : {}),
      position,
      hint: field.hint ?? null,
      ...(field.contentLinkEnabled === false ? { content_link_enabled: false } : {}),
    } as DesiredField['attributes'],
    modelRefs,
    ...(slugTitle ? { fieldRef: definitionFieldApiKey(slugTitle) } : {}),
  };
}

function collectModelRefs(validators: Record<string, unknown>): string[] {
  const found = new Set<string>();
  for (const value of Object.values(validators)) {
    const itemTypes = (value as { item_types?: Ref[] }).item_types;
    for (const item of itemTypes ?? []) found.add(item.ref);
  }
  return [...found].sort();
}

/** The stored fields of a model: the derived ones (tree, inverse relationships) are model flags in DatoCMS. */
export function storedFields(model: ModelDefinition): FieldDefinition[] {
  return model.fields.filter((field) => !field.derived);
}

/** Definitions → the DatoCMS schema: item types (models and blocks) with their fields, and the site's locales. */
export function desiredSchema(models: ModelDefinition[] = MODELS): DesiredSchema {
  return {
    locales: ['sv-SE'],
    itemTypes: models.map((model) => ({
      apiKey: model.apiKey,
      renamedFrom: model.renamedFrom ?? [],
      attributes: {
        name: model.label ?? words(model.name),
        api_key: model.apiKey,
        singleton: model.kind === 'singleton',
        modular_block: model.kind === 'block',
        sortable: model.kind !== 'block' && (model.sortable ?? false),
        tree: model.tree ?? false,
        inverse_relationships_enabled: model.inverseRelationships ?? false,
        hint: model.hint ?? null,
      },
      fields: storedFields(model).map((field, index) => desiredField(field, index + 1, model, models)),
    })),
  };
}
