import type { ApiTypes } from '@datocms/cma-client-node';
import type { DesiredField, DesiredItemType, DesiredSchema, Ref } from './desired-schema';

/**
 * The plan of a provisioning run: what to write so a DatoCMS environment holds the desired schema. It is
 * computed from what exists, so a run that stopped half-way is completed by the next one, and a project
 * that already matches gets an empty plan. Nothing is destroyed unless `prune` is set.
 */

export interface ExistingSchema {
  locales: string[];
  itemTypes: ApiTypes.ItemType[];
  fields: ApiTypes.Field[];
}

export type PlanStep =
  | { kind: 'updateSite'; locales: string[]; dropsData: boolean }
  | { kind: 'createItemType'; itemType: string; attributes: DesiredItemType['attributes'] }
  | { kind: 'updateItemType'; itemType: string; id: string; changes: Record<string, unknown>; renamedFrom?: string }
  | { kind: 'createField'; itemType: string; field: string; desired: DesiredField }
  | {
      kind: 'updateField';
      itemType: string;
      field: string;
      id: string;
      desired: DesiredField;
      changed: string[];
      renamedFrom?: string;
      dropsData: boolean;
    }
  | { kind: 'destroyField'; itemType: string; field: string; id: string; dropsData: true }
  | { kind: 'destroyItemType'; itemType: string; id: string; dropsData: true };

export interface SchemaPlan {
  steps: PlanStep[];
  /** What exists but is not in the definitions, kept because `prune` is off. */
  kept: string[];
}

/** Field types whose values DatoCMS converts into each other without losing them. */
const COMPATIBLE_TYPES = [new Set(['string', 'text', 'slug']), new Set(['link', 'links']), new Set(['file', 'gallery'])];

export function typeChangeDropsData(from: string, to: string): boolean {
  if (from === to) return false;
  return !COMPATIBLE_TYPES.some((family) => family.has(from) && family.has(to));
}

/** Ids of the project's item types and fields by api key: what refs resolve to. */
export interface SchemaIds {
  itemType(apiKey: string): string | undefined;
  field(itemTypeApiKey: string, fieldApiKey: string): string | undefined;
}

function isRef(value: unknown): value is Ref {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 1 && 'ref' in value;
}

/**
 * A desired field's validators with model refs replaced by item type ids and the slug's title field ref by
 * its field id; `undefined` when a ref has no id yet (its model or field is created in this run).
 */
export function resolveValidators(desired: DesiredField, itemType: string, ids: SchemaIds): Record<string, unknown> | undefined {
  let missing = false;
  const resolved: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(desired.attributes.validators ?? {})) {
    const settings: Record<string, unknown> = {};
    for (const [key, setting] of Object.entries(value as Record<string, unknown>)) {
      if (key === 'item_types' && Array.isArray(setting)) {
        settings[key] = setting.map((item) => {
          const id = isRef(item) ? ids.itemType(item.ref) : undefined;
          if (!id) missing = true;
          return id;
        });
      } else if (key === 'title_field_id' && isRef(setting)) {
        const id = ids.field(itemType, setting.ref);
        if (!id) missing = true;
        settings[key] = id;
      } else settings[key] = setting;
    }
    resolved[name] = settings;
  }
  return missing ? undefined : resolved;
}

function sameValue(desired: unknown, existing: unknown): boolean {
  if (Array.isArray(desired)) {
    if (!Array.isArray(existing) || desired.length !== existing.length) return false;
    const a = desired.map((item) => JSON.stringify(item)).sort();
    const b = existing.map((item) => JSON.stringify(item)).sort();
    return a.every((item, index) => item === b[index]);
  }
  if (typeof desired === 'object' && desired !== null) {
    if (typeof existing !== 'object' || existing === null) return false;
    return Object.entries(desired).every(([key, value]) => sameValue(value, (existing as Record<string, unknown>)[key]));
  }
  return desired === existing;
}

/**
 * Validators are equal when the same validators are present and every setting the definitions give has
 * the project's value (DatoCMS fills in defaults, such as a link's reference strategies, that the
 * definitions leave to it).
 */
export function sameValidators(desired: Record<string, unknown>, existing: Record<string, unknown>): boolean {
  const names = (record: Record<string, unknown>) => Object.keys(record).sort().join(',');
  if (names(desired) !== names(existing)) return false;
  return Object.entries(desired).every(([name, value]) => sameValue(value, existing[name]));
}

function fieldChanges(desired: DesiredField, existing: ApiTypes.Field, itemType: string, ids: SchemaIds): string[] {
  const changed: string[] = [];
  const wanted = desired.attributes;
  if (existing.api_key !== wanted.api_key) changed.push('api_key');
  if (existing.field_type !== wanted.field_type) changed.push('field_type');
  if (existing.label !== wanted.label) changed.push('label');
  if (existing.localized !== (wanted.localized ?? false)) changed.push('localized');
  if ((existing.hint ?? null) !== (wanted.hint ?? null)) changed.push('hint');
  const validators = resolveValidators(desired, itemType, ids);
  if (!validators || !sameValidators(validators, existing.validators as Record<string, unknown>)) changed.push('validators');
  if (wanted.appearance && !sameValue({ editor: wanted.appearance.editor, parameters: wanted.appearance.parameters }, existing.appearance))
    changed.push('appearance');
  if (wanted.content_link_enabled !== undefined && existing.content_link_enabled !== wanted.content_link_enabled)
    changed.push('content_link_enabled');
  return changed;
}

const ITEM_TYPE_FLAGS = ['name', 'singleton', 'modular_block', 'sortable', 'tree', 'inverse_relationships_enabled', 'hint'] as const;

function itemTypeChanges(desired: DesiredItemType, existing: ApiTypes.ItemType): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  if (existing.api_key !== desired.apiKey) changes.api_key = desired.apiKey;
  for (const flag of ITEM_TYPE_FLAGS) {
    const wanted = desired.attributes[flag] ?? null;
    if ((existing[flag] ?? null) !== wanted) changes[flag] = wanted;
  }
  return changes;
}

function byKeyOrRename<T extends { api_key: string }>(
  candidates: T[],
  apiKey: string,
  renamedFrom: string[],
): { found?: T; renamedFrom?: string } {
  const found = candidates.find((candidate) => candidate.api_key === apiKey);
  if (found) return { found };
  for (const old of renamedFrom) {
    const renamed = candidates.find((candidate) => candidate.api_key === old);
    if (renamed) return { found: renamed, renamedFrom: old };
  }
  return {};
}

/** Ids as they are before the run, under the desired api keys (a renamed model or field keeps its id). */
export function existingIds(desired: DesiredSchema, existing: ExistingSchema): SchemaIds {
  const itemTypes = new Map<string, ApiTypes.ItemType>();
  const fields = new Map<string, string>();
  for (const itemType of desired.itemTypes) {
    const { found } = byKeyOrRename(existing.itemTypes, itemType.apiKey, itemType.renamedFrom);
    if (!found) continue;
    itemTypes.set(itemType.apiKey, found);
    const own = existing.fields.filter((field) => field.item_type.id === found.id);
    for (const field of itemType.fields) {
      const match = byKeyOrRename(own, field.apiKey, field.renamedFrom).found;
      if (match) fields.set(`${itemType.apiKey}.${field.apiKey}`, match.id);
    }
  }
  return {
    itemType: (apiKey) => itemTypes.get(apiKey)?.id,
    field: (itemType, field) => fields.get(`${itemType}.${field}`),
  };
}

/** The steps that bring `existing` to `desired`, in an order DatoCMS's validators accept. */
export function planSchema(desired: DesiredSchema, existing: ExistingSchema, options: { prune?: boolean } = {}): SchemaPlan {
  const prune = options.prune ?? false;
  const ids = existingIds(desired, existing);
  const createTypes: PlanStep[] = [];
  const updateTypes: PlanStep[] = [];
  const createFields: PlanStep[] = [];
  const updateFields: PlanStep[] = [];
  const destroys: PlanStep[] = [];
  const kept: string[] = [];
  const matchedTypes = new Set<string>();
  const matchedFields = new Set<string>();
  const site: PlanStep[] = [];

  const missingLocales = desired.locales.filter((locale) => !existing.locales.includes(locale));
  const extraLocales = existing.locales.filter((locale) => !desired.locales.includes(locale));
  if (missingLocales.length > 0 || (prune && extraLocales.length > 0) || existing.locales[0] !== desired.locales[0]) {
    const locales = prune ? desired.locales : [...desired.locales, ...extraLocales];
    if (locales.join() !== existing.locales.join()) site.push({ kind: 'updateSite', locales, dropsData: prune && extraLocales.length > 0 });
  }
  if (!prune && extraLocales.length > 0) kept.push(...extraLocales.map((locale) => `locale ${locale}`));

  for (const itemType of desired.itemTypes) {
    const { found, renamedFrom } = byKeyOrRename(existing.itemTypes, itemType.apiKey, itemType.renamedFrom);
    if (!found) {
      createTypes.push({ kind: 'createItemType', itemType: itemType.apiKey, attributes: itemType.attributes });
      for (const field of itemType.fields)
        createFields.push({ kind: 'createField', itemType: itemType.apiKey, field: field.apiKey, desired: field });
      continue;
    }
    matchedTypes.add(found.id);
    const changes = itemTypeChanges(itemType, found);
    if (Object.keys(changes).length > 0)
      updateTypes.push({
        kind: 'updateItemType',
        itemType: itemType.apiKey,
        id: found.id,
        changes,
        ...(renamedFrom ? { renamedFrom } : {}),
      });
    const own = existing.fields.filter((field) => field.item_type.id === found.id);
    for (const field of itemType.fields) {
      const match = byKeyOrRename(own, field.apiKey, field.renamedFrom);
      if (!match.found) {
        createFields.push({ kind: 'createField', itemType: itemType.apiKey, field: field.apiKey, desired: field });
        continue;
      }
      matchedFields.add(match.found.id);
      const changed = fieldChanges(field, match.found, itemType.apiKey, ids);
      if (changed.length > 0)
        updateFields.push({
          kind: 'updateField',
          itemType: itemType.apiKey,
          field: field.apiKey,
          id: match.found.id,
          desired: field,
          changed,
          ...(match.renamedFrom ? { renamedFrom: match.renamedFrom } : {}),
          dropsData: typeChangeDropsData(match.found.field_type, field.attributes.field_type),
        });
    }
    for (const field of own.filter((candidate) => !matchedFields.has(candidate.id))) {
      if (prune) destroys.push({ kind: 'destroyField', itemType: itemType.apiKey, field: field.api_key, id: field.id, dropsData: true });
      else kept.push(`field ${itemType.apiKey}.${field.api_key}`);
    }
  }
  for (const itemType of existing.itemTypes.filter((candidate) => !matchedTypes.has(candidate.id))) {
    if (prune) destroys.push({ kind: 'destroyItemType', itemType: itemType.api_key, id: itemType.id, dropsData: true });
    else kept.push(`model ${itemType.api_key}`);
  }
  // A slug's title field is created before the slug (its validator names the title field's id).
  const ordered = [...createFields].sort((a, b) => Number(refersToNewField(a, createFields)) - Number(refersToNewField(b, createFields)));
  return { steps: [...site, ...createTypes, ...updateTypes, ...ordered, ...updateFields, ...destroys], kept };
}

function refersToNewField(step: PlanStep, creations: PlanStep[]): boolean {
  if (step.kind !== 'createField' || !step.desired.fieldRef) return false;
  return creations.some(
    (other) => other.kind === 'createField' && other.itemType === step.itemType && other.field === step.desired.fieldRef,
  );
}

/** One line per step, as the command prints it; steps that would lose content are marked. */
export function describeStep(step: PlanStep): string {
  const loss = 'dropsData' in step && step.dropsData ? '  [DROPS DATA]' : '';
  switch (step.kind) {
    case 'updateSite':
      return `update site: locales ${step.locales.join(', ')}${loss}`;
    case 'createItemType':
      return `create ${step.attributes.modular_block ? 'block' : 'model'} ${step.itemType}`;
    case 'updateItemType':
      return `update model ${step.itemType}${step.renamedFrom ? ` (renamed from ${step.renamedFrom})` : ''}: ${Object.keys(step.changes).join(', ')}`;
    case 'createField':
      return `create field ${step.itemType}.${step.field} (${step.desired.attributes.field_type})`;
    case 'updateField':
      return `update field ${step.itemType}.${step.field}${step.renamedFrom ? ` (renamed from ${step.renamedFrom})` : ''}: ${step.changed.join(', ')}${loss}`;
    case 'destroyField':
      return `destroy field ${step.itemType}.${step.field}${loss}`;
    case 'destroyItemType':
      return `destroy model ${step.itemType}${loss}`;
  }
}
