import { createHash } from 'node:crypto';
import { desiredSchema } from '../provision/desired-schema';
import { materializeSchema } from '../provision/materialize-schema';
import { newCmaId, type SchemaSeed, type StoredEnvironment } from './cma-store';
import { newField, newItemType } from './cma-schema-rules';

/**
 * The demo project's schema as the CMA shows it: the models the definitions describe, as a schema sync
 * would have created them (`materializeSchema`), so a dry run of `npm run content:provision` against the
 * demo finds nothing to change.
 */
export function demoSchemaSeed(): SchemaSeed {
  const schema = materializeSchema(desiredSchema(), () => newCmaId());
  const environment: StoredEnvironment = {
    id: 'seed',
    forkedFrom: null,
    createdAt: '',
    locales: schema.locales,
    itemTypes: schema.itemTypes.map((itemType) => newItemType(itemType.id, itemType.attributes)),
    fields: [],
  };
  for (const field of schema.fields) environment.fields.push(newField(environment, field.id, field.itemTypeId, field.attributes));
  return { locales: environment.locales, itemTypes: environment.itemTypes, fields: environment.fields };
}

/**
 * A short fingerprint of the definitions: the demo's CMA file is named by it, so a change of the models
 * starts the demo project from the new definitions rather than from a stale copy.
 */
export function definitionsFingerprint(): string {
  return createHash('sha256').update(JSON.stringify(desiredSchema())).digest('hex').slice(0, 12);
}
