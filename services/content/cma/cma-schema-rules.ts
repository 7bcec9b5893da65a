import { apiError } from '../http/api-error';
import type { Attributes, StoredEnvironment, StoredField, StoredItemType } from './cma-store';

/**
 * What DatoCMS checks before it stores a model or a field, as far as a schema sync depends on it: the
 * attributes a create needs, api keys (format, unique among models, unique among a model's fields), known
 * field types and validators, and validators that point at models or fields that exist. A refusal is a 422
 * `INVALID_FIELD` naming the attribute, DatoCMS's shape.
 */

export const FIELD_TYPES = [
  'boolean',
  'color',
  'date',
  'date_time',
  'file',
  'float',
  'gallery',
  'integer',
  'json',
  'lat_lon',
  'link',
  'links',
  'rich_text',
  'seo',
  'single_block',
  'slug',
  'string',
  'structured_text',
  'text',
  'video',
] as const;

const VALIDATORS = new Set([
  'date_range',
  'date_time_range',
  'description_length',
  'enum',
  'extension',
  'file_size',
  'format',
  'image_aspect_ratio',
  'image_dimensions',
  'item_item_type',
  'items_item_type',
  'length',
  'number_range',
  'required',
  'required_alt_title',
  'required_seo_fields',
  'rich_text_blocks',
  'sanitized_html',
  'single_block_blocks',
  'size',
  'slug_format',
  'slug_title_field',
  'structured_text_blocks',
  'structured_text_links',
  'title_length',
  'unique',
]);

/** Validators whose `item_types` name other models (or blocks). */
const MODEL_TARGETS = [
  'item_item_type',
  'items_item_type',
  'rich_text_blocks',
  'single_block_blocks',
  'structured_text_blocks',
  'structured_text_links',
];

const API_KEY = /^[a-z](?:[a-z0-9_]{0,62}[a-z0-9])?$/;

export function invalidField(field: string, code: string, message: string, extra: Record<string, unknown> = {}) {
  return apiError(422, 'INVALID_FIELD', message, { field, code, ...extra });
}

function requireString(attributes: Attributes, name: string): string {
  const value = attributes[name];
  if (typeof value !== 'string' || value.trim() === '') throw invalidField(name, 'VALIDATION_REQUIRED', `"${name}" is required`);
  return value;
}

function checkApiKey(apiKey: string): void {
  if (!API_KEY.test(apiKey))
    throw invalidField('api_key', 'VALIDATION_FORMAT', `"${apiKey.slice(0, 80)}" is not a valid api key (lowercase letters, digits and _)`);
}

export function checkItemType(environment: StoredEnvironment, attributes: Attributes, id: string | null): void {
  requireString(attributes, 'name');
  const apiKey = requireString(attributes, 'api_key');
  checkApiKey(apiKey);
  if (environment.itemTypes.some((other) => other.id !== id && other.attributes.api_key === apiKey))
    throw invalidField('api_key', 'VALIDATION_UNIQUE', `A model with api key "${apiKey}" already exists`);
  for (const flag of [
    'singleton',
    'sortable',
    'modular_block',
    'tree',
    'draft_mode_active',
    'all_locales_required',
    'inverse_relationships_enabled',
  ]) {
    if (attributes[flag] !== undefined && typeof attributes[flag] !== 'boolean')
      throw invalidField(flag, 'VALIDATION_INVALID', `"${flag}" must be true or false`);
  }
  if (attributes.modular_block === true && (attributes.singleton === true || attributes.tree === true || attributes.sortable === true))
    throw invalidField('modular_block', 'VALIDATION_INVALID', 'A block cannot be a singleton, sortable or a tree');
}

function checkValidators(environment: StoredEnvironment, itemTypeId: string, validators: unknown): void {
  if (validators === undefined) return;
  if (validators === null || typeof validators !== 'object' || Array.isArray(validators))
    throw invalidField('validators', 'VALIDATION_INVALID', '"validators" must be an object');
  for (const [name, settings] of Object.entries(validators as Record<string, unknown>)) {
    if (!VALIDATORS.has(name)) throw invalidField('validators', 'VALIDATION_INVALID', `Unknown validator "${name.slice(0, 60)}"`);
    if (settings === null || typeof settings !== 'object')
      throw invalidField('validators', 'VALIDATION_INVALID', `Validator "${name}" must be an object`);
    if (MODEL_TARGETS.includes(name)) {
      const targets = (settings as { item_types?: unknown }).item_types;
      if (!Array.isArray(targets)) throw invalidField('validators', 'VALIDATION_INVALID', `Validator "${name}" needs "item_types"`);
      for (const target of targets) {
        if (!environment.itemTypes.some((itemType) => itemType.id === target))
          throw invalidField(
            'validators',
            'VALIDATION_INVALID',
            `Validator "${name}" names model ${String(target).slice(0, 40)}, which does not exist`,
          );
      }
    }
    if (name === 'slug_title_field') {
      const titleField = (settings as { title_field_id?: unknown }).title_field_id;
      if (!environment.fields.some((field) => field.id === titleField && field.itemTypeId === itemTypeId))
        throw invalidField(
          'validators',
          'VALIDATION_INVALID',
          `Validator "slug_title_field" names field ${String(titleField).slice(0, 40)}, which is not a field of this model`,
        );
    }
  }
}

export function checkField(environment: StoredEnvironment, itemTypeId: string, attributes: Attributes, id: string | null): void {
  requireString(attributes, 'label');
  const apiKey = requireString(attributes, 'api_key');
  checkApiKey(apiKey);
  const fieldType = requireString(attributes, 'field_type');
  if (!(FIELD_TYPES as readonly string[]).includes(fieldType))
    throw invalidField('field_type', 'VALIDATION_INCLUSION', `Unknown field type "${fieldType.slice(0, 40)}"`);
  if (environment.fields.some((other) => other.id !== id && other.itemTypeId === itemTypeId && other.attributes.api_key === apiKey))
    throw invalidField('api_key', 'VALIDATION_UNIQUE', `The model already has a field with api key "${apiKey}"`);
  if (attributes.localized !== undefined && typeof attributes.localized !== 'boolean')
    throw invalidField('localized', 'VALIDATION_INVALID', '"localized" must be true or false');
  checkValidators(environment, itemTypeId, attributes.validators);
}

const DEFAULT_EDITOR: Record<string, string> = {
  boolean: 'boolean',
  color: 'color_picker',
  date: 'date_picker',
  date_time: 'date_time_picker',
  file: 'file',
  float: 'float',
  gallery: 'gallery',
  integer: 'integer',
  json: 'json',
  lat_lon: 'map',
  link: 'link_select',
  links: 'links_select',
  rich_text: 'rich_text',
  seo: 'seo',
  single_block: 'framed_single_block',
  slug: 'slug',
  string: 'single_line',
  structured_text: 'structured_text',
  text: 'textarea',
  video: 'video',
};

/** A new model as DatoCMS stores it: the defaults of what the create left out. */
export function newItemType(id: string, attributes: Attributes): StoredItemType {
  return {
    id,
    attributes: {
      singleton: false,
      sortable: false,
      modular_block: false,
      tree: false,
      ordering_direction: null,
      ordering_meta: null,
      draft_mode_active: false,
      all_locales_required: false,
      collection_appearance: 'table',
      hint: null,
      inverse_relationships_enabled: false,
      ...attributes,
    },
  };
}

/** A new field as DatoCMS stores it, placed after the model's last field unless a position is given. */
export function newField(environment: StoredEnvironment, id: string, itemTypeId: string, attributes: Attributes): StoredField {
  const siblings = environment.fields.filter((field) => field.itemTypeId === itemTypeId).length;
  const fieldType = attributes.field_type as string;
  return {
    id,
    itemTypeId,
    attributes: {
      localized: false,
      validators: {},
      position: siblings + 1,
      hint: null,
      default_value: null,
      deep_filtering_enabled: false,
      appearance: { editor: DEFAULT_EDITOR[fieldType] ?? 'single_line', parameters: {}, addons: [] },
      ...attributes,
    },
  };
}

/** Only the attributes a create or update may set (DatoCMS ignores nothing silently; neither do we). */
export function pick(attributes: unknown, allowed: readonly string[], what: string): Attributes {
  if (attributes === undefined) return {};
  if (attributes === null || typeof attributes !== 'object' || Array.isArray(attributes))
    throw invalidField('attributes', 'VALIDATION_INVALID', `The ${what}'s "attributes" must be an object`);
  const picked: Attributes = {};
  for (const [name, value] of Object.entries(attributes as Attributes)) {
    if (!allowed.includes(name))
      throw apiError(422, 'INVALID_ATTRIBUTES', `Unknown attribute "${name.slice(0, 60)}" for a ${what}`, { attribute: name.slice(0, 60) });
    picked[name] = value;
  }
  return picked;
}

export const ITEM_TYPE_ATTRIBUTES = [
  'name',
  'api_key',
  'singleton',
  'sortable',
  'modular_block',
  'tree',
  'ordering_direction',
  'ordering_meta',
  'draft_mode_active',
  'draft_saving_active',
  'all_locales_required',
  'collection_appearance',
  'collection_appeareance',
  'has_singleton_item',
  'hint',
  'inverse_relationships_enabled',
] as const;

export const FIELD_ATTRIBUTES = [
  'label',
  'field_type',
  'api_key',
  'localized',
  'validators',
  'appearance',
  'appeareance',
  'position',
  'hint',
  'default_value',
  'deep_filtering_enabled',
  'content_link_enabled',
] as const;
