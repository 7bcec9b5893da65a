import type { ApiTypes } from '@datocms/cma-client-node';
import type { DesiredSchema } from '../../services/content/provision/desired-schema';
import { materializeSchema } from '../../services/content/provision/materialize-schema';
import type { ExistingSchema } from '../../services/content/provision/provision-plan';

/**
 * A DatoCMS project holding a desired schema, in the CMA client's own types: ids of DatoCMS's kind, refs
 * resolved to them, and the reference strategies DatoCMS adds to link validators by default.
 */
export function projectHolding(desired: DesiredSchema, options: { locales?: string[] } = {}): ExistingSchema {
  let next = 1;
  const schema = materializeSchema(desired, (kind) => `${kind === 'field' ? 'F' : 'IT'}${String(next++).padStart(5, '0')}`);
  const itemTypes = schema.itemTypes.map(
    (itemType) =>
      ({
        id: itemType.id,
        type: 'item_type',
        ...itemType.attributes,
        hint: itemType.attributes.hint ?? null,
        collection_appearance: 'table',
        all_locales_required: false,
        draft_mode_active: false,
        draft_saving_active: false,
        ordering_direction: null,
        ordering_meta: null,
        has_singleton_item: false,
        singleton_item: null,
        fields: itemType.fieldIds.map((id) => ({ type: 'field', id })),
        fieldsets: [],
        presentation_title_field: null,
        presentation_image_field: null,
        title_field: null,
        image_preview_field: null,
        excerpt_field: null,
        ordering_field: null,
        workflow: null,
        meta: { has_singleton_item: false },
      }) as ApiTypes.ItemType,
  );
  const fields = schema.fields.map((field) => {
    const validators: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(field.attributes.validators)) {
      validators[name] =
        name === 'item_item_type' || name === 'items_item_type'
          ? {
              ...(value as Record<string, unknown>),
              on_publish_with_unpublished_references_strategy: 'fail',
              on_reference_unpublish_strategy: 'delete_references',
              on_reference_delete_strategy: 'delete_references',
            }
          : value;
    }
    return {
      id: field.id,
      type: 'field',
      label: field.attributes.label,
      field_type: field.attributes.field_type,
      api_key: field.attributes.api_key,
      localized: field.attributes.localized ?? false,
      default_value: null,
      hint: field.attributes.hint ?? null,
      validators,
      appearance: field.attributes.appearance ?? { editor: 'default', parameters: {}, addons: [] },
      position: field.attributes.position ?? 1,
      deep_filtering_enabled: false,
      content_link_enabled: field.attributes.content_link_enabled ?? true,
      item_type: { type: 'item_type', id: field.itemTypeId },
      fieldset: null,
    } as unknown as ApiTypes.Field;
  });
  return { locales: options.locales ?? desired.locales, itemTypes, fields };
}
