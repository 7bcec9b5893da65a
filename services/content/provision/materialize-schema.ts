import type { DesiredSchema } from './desired-schema';
import { resolveValidators, type SchemaIds } from './provision-plan';

/**
 * The desired schema with ids given and every validator ref resolved: what a project holds after
 * provisioning, for a store that seeds its schema without going through the CMA calls (the local content
 * service's demo start). `newId` makes an id in the project's format.
 */
export interface MaterializedSchema {
  locales: string[];
  itemTypes: { id: string; apiKey: string; attributes: DesiredSchema['itemTypes'][number]['attributes']; fieldIds: string[] }[];
  fields: {
    id: string;
    itemTypeId: string;
    itemTypeApiKey: string;
    attributes: DesiredSchema['itemTypes'][number]['fields'][number]['attributes'] & { validators: Record<string, unknown> };
  }[];
}

export function materializeSchema(desired: DesiredSchema, newId: (kind: 'item_type' | 'field') => string): MaterializedSchema {
  const itemTypeIds = new Map(desired.itemTypes.map((itemType) => [itemType.apiKey, newId('item_type')]));
  const fieldIds = new Map<string, string>();
  for (const itemType of desired.itemTypes)
    for (const field of itemType.fields) fieldIds.set(`${itemType.apiKey}.${field.apiKey}`, newId('field'));
  const ids: SchemaIds = {
    itemType: (apiKey) => itemTypeIds.get(apiKey),
    field: (itemType, field) => fieldIds.get(`${itemType}.${field}`),
  };
  return {
    locales: desired.locales,
    itemTypes: desired.itemTypes.map((itemType) => ({
      id: itemTypeIds.get(itemType.apiKey)!,
      apiKey: itemType.apiKey,
      attributes: itemType.attributes,
      fieldIds: itemType.fields.map((field) => fieldIds.get(`${itemType.apiKey}.${field.apiKey}`)!),
    })),
    fields: desired.itemTypes.flatMap((itemType) =>
      itemType.fields.map((field) => {
        const validators = resolveValidators(field, itemType.apiKey, ids);
        if (!validators)
          throw new Error(`model ${itemType.apiKey}, field ${field.apiKey}: a validator names a model or field that does not exist`);
        return {
          id: fieldIds.get(`${itemType.apiKey}.${field.apiKey}`)!,
          itemTypeId: itemTypeIds.get(itemType.apiKey)!,
          itemTypeApiKey: itemType.apiKey,
          attributes: { ...field.attributes, validators },
        };
      }),
    ),
  };
}
