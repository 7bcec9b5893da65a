import type { ApiTypes, Client } from '@datocms/cma-client-node';
import { desiredSchema, type DesiredField, type DesiredSchema } from './desired-schema';
import {
  describeStep,
  existingIds,
  planSchema,
  resolveValidators,
  type ExistingSchema,
  type SchemaIds,
  type SchemaPlan,
} from './provision-plan';
import type { ModelDefinition } from '../schema/definition-types';
import { MODELS } from '../schema/model-definitions';
import { promptJobPolling } from './job-polling';
import { assertValidDefinitions } from './validate-definitions';

/** What a DatoCMS environment holds: its locales, item types and their fields, read through the CMA. */
export async function readProject(client: Client): Promise<ExistingSchema> {
  const site = await client.site.find();
  const itemTypes = await client.itemTypes.list();
  const fields: ApiTypes.Field[] = [];
  for (const itemType of itemTypes) fields.push(...((await client.fields.list(itemType.id)) as ApiTypes.Field[]));
  return { locales: site.locales, itemTypes, fields };
}

/** Ids known so far in a run: those that existed, plus what the run created. */
class RunIds implements SchemaIds {
  private readonly itemTypes = new Map<string, string>();
  private readonly fields = new Map<string, string>();
  constructor(private readonly before: SchemaIds) {}
  itemType(apiKey: string): string | undefined {
    return this.itemTypes.get(apiKey) ?? this.before.itemType(apiKey);
  }
  field(itemType: string, field: string): string | undefined {
    return this.fields.get(`${itemType}.${field}`) ?? this.before.field(itemType, field);
  }
  addItemType(apiKey: string, id: string): void {
    this.itemTypes.set(apiKey, id);
  }
  addField(itemType: string, field: string, id: string): void {
    this.fields.set(`${itemType}.${field}`, id);
  }
}

function validatorsFor(desired: DesiredField, itemType: string, ids: SchemaIds): Record<string, unknown> {
  const validators = resolveValidators(desired, itemType, ids);
  if (!validators) throw new Error(`field ${itemType}.${desired.apiKey}: a model or field its validators name does not exist yet`);
  return validators;
}

/**
 * Writes a plan's steps in order. The client waits for DatoCMS's job answers (202 + `/job-results`) itself,
 * so each step has taken effect before the next, which may depend on it, is sent. Returns the steps written.
 */
export async function applyPlan(
  client: Client,
  plan: SchemaPlan,
  desired: DesiredSchema,
  existing: ExistingSchema,
  log: (line: string) => void,
): Promise<number> {
  const ids = new RunIds(existingIds(desired, existing));
  let written = 0;
  for (const step of plan.steps) {
    switch (step.kind) {
      case 'updateSite':
        await client.site.update({ locales: step.locales as [string, ...string[]] });
        break;
      case 'createItemType': {
        const created = await client.itemTypes.create(step.attributes);
        ids.addItemType(step.itemType, created.id);
        break;
      }
      case 'updateItemType':
        await client.itemTypes.update(step.id, step.changes as ApiTypes.ItemTypeUpdateSchema);
        break;
      case 'createField': {
        const itemTypeId = ids.itemType(step.itemType);
        if (!itemTypeId) throw new Error(`model ${step.itemType} does not exist for field ${step.field}`);
        const body = {
          ...step.desired.attributes,
          validators: validatorsFor(step.desired, step.itemType, ids),
        } as ApiTypes.FieldCreateSchema;
        const created = await client.fields.create(itemTypeId, body);
        ids.addField(step.itemType, step.field, created.id);
        break;
      }
      case 'updateField': {
        const wanted = step.desired.attributes as Record<string, unknown>;
        const changes: Record<string, unknown> = {};
        for (const key of step.changed) changes[key] = key === 'validators' ? validatorsFor(step.desired, step.itemType, ids) : wanted[key];
        if (changes.field_type && wanted.appearance) changes.appearance = wanted.appearance;
        await client.fields.update(step.id, changes as ApiTypes.FieldUpdateSchema);
        break;
      }
      case 'destroyField':
        await client.fields.destroy(step.id);
        break;
      case 'destroyItemType':
        await client.itemTypes.destroy(step.id);
        break;
    }
    written += 1;
    log(`  done: ${describeStep(step)}`);
  }
  return written;
}

export interface ProvisionOptions {
  dryRun?: boolean;
  prune?: boolean;
  models?: ModelDefinition[];
  log?: (line: string) => void;
}

export interface ProvisionResult {
  plan: SchemaPlan;
  written: number;
}

/**
 * Validates the definitions, reads the environment, plans and (unless a dry run) applies. A dry run and an
 * up-to-date environment write nothing.
 */
export async function provisionSchema(client: Client, options: ProvisionOptions = {}): Promise<ProvisionResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const models = options.models ?? MODELS;
  assertValidDefinitions(models);
  promptJobPolling(client);
  const desired = desiredSchema(models);
  const existing = await readProject(client);
  const plan = planSchema(desired, existing, { prune: options.prune ?? false });
  for (const kept of plan.kept) log(`kept (not in the definitions; --prune removes it): ${kept}`);
  if (plan.steps.length === 0) {
    log('Nothing to change: the environment holds the definitions.');
    return { plan, written: 0 };
  }
  log(`${options.dryRun ? 'Would apply' : 'Applying'} ${plan.steps.length} change(s):`);
  for (const step of plan.steps) log(`  ${describeStep(step)}`);
  const losses = plan.steps.filter((step) => 'dropsData' in step && step.dropsData).length;
  if (losses > 0) log(`${losses} change(s) marked [DROPS DATA] lose content stored in those fields or locales.`);
  if (options.dryRun) return { plan, written: 0 };
  const written = await applyPlan(client, plan, desired, existing, log);
  log(`Applied ${written} change(s).`);
  return { plan, written };
}
