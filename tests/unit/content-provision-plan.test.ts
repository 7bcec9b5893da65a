import { describe, expect, it } from 'vitest';
import { desiredSchema, type DesiredSchema } from '../../services/content/provision/desired-schema';
import { describeStep, planSchema, type PlanStep } from '../../services/content/provision/provision-plan';
import type { FieldDefinition, ModelDefinition } from '../../services/content/schema/definition-types';
import { MODELS } from '../../services/content/schema/model-definitions';
import { projectHolding } from './content-schema-fixture';

function withField(modelApiKey: string, name: string, change: Partial<FieldDefinition>): ModelDefinition[] {
  return MODELS.map((model) =>
    model.apiKey !== modelApiKey
      ? model
      : { ...model, fields: model.fields.map((field) => (field.name === name ? { ...field, ...change } : field)) },
  );
}

const empty = { locales: ['en'], itemTypes: [], fields: [] };

function lines(steps: PlanStep[]): string[] {
  return steps.map(describeStep);
}

describe('provisioning plan', () => {
  const desired = desiredSchema();
  const fieldCount = desired.itemTypes.reduce((sum, itemType) => sum + itemType.fields.length, 0);

  it('creates the locale, every model and block, then every field on an empty project', () => {
    const { steps, kept } = planSchema(desired, empty);
    expect(steps[0]).toEqual({ kind: 'updateSite', locales: ['sv-SE', 'en'], dropsData: false });
    expect(steps.filter((step) => step.kind === 'createItemType')).toHaveLength(MODELS.length);
    expect(steps.filter((step) => step.kind === 'createField')).toHaveLength(fieldCount);
    const lastModel = steps.findLastIndex((step) => step.kind === 'createItemType');
    const firstField = steps.findIndex((step) => step.kind === 'createField');
    // mutual links (brand.category ↔ product_category.brand): both models exist before either field
    expect(lastModel).toBeLessThan(firstField);
    const at = (itemType: string, field: string) =>
      steps.findIndex((step) => step.kind === 'createField' && step.itemType === itemType && step.field === field);
    expect(at('brand', 'name')).toBeLessThan(at('brand', 'slug'));
    expect(at('product_category', 'title')).toBeLessThan(at('product_category', 'slug'));
    expect(kept).toEqual(['locale en']);
  });

  it('with prune, makes sv-SE the only locale and says it drops the other locale', () => {
    expect(planSchema(desired, empty, { prune: true }).steps[0]).toEqual({ kind: 'updateSite', locales: ['sv-SE'], dropsData: true });
  });

  it('has nothing to do on a project that holds the definitions (DatoCMS defaults on validators included)', () => {
    expect(planSchema(desired, projectHolding(desired))).toEqual({ steps: [], kept: [] });
    expect(planSchema(desired, projectHolding(desired), { prune: true })).toEqual({ steps: [], kept: [] });
  });

  it('completes a run that stopped half-way, writing only what is missing', () => {
    const project = projectHolding(desired);
    // killed while creating models: some models, no fields
    const someTypes = planSchema(desired, { ...project, itemTypes: project.itemTypes.slice(0, 10), fields: [] }).steps;
    expect(someTypes.filter((step) => step.kind === 'createItemType')).toHaveLength(MODELS.length - 10);
    expect(someTypes.filter((step) => step.kind === 'createField')).toHaveLength(fieldCount);
    expect(someTypes.filter((step) => step.kind !== 'createItemType' && step.kind !== 'createField')).toEqual([]);
    // killed while creating fields: every model, half of the fields
    const halfFields = planSchema(desired, { ...project, fields: project.fields.slice(0, Math.floor(fieldCount / 2)) }).steps;
    expect(halfFields.every((step) => step.kind === 'createField')).toBe(true);
    expect(halfFields).toHaveLength(fieldCount - Math.floor(fieldCount / 2));
  });

  it('renames a field declared with renamedFrom: an update of the same field, no new empty field', () => {
    const before = desiredSchema(withField('brand', 'description', { apiKey: 'description' }));
    const after: DesiredSchema = desiredSchema(withField('brand', 'description', { apiKey: 'brand_text', renamedFrom: ['description'] }));
    const project = projectHolding(before);
    const { steps } = planSchema(after, project);
    const id = project.fields.find(
      (field) => field.api_key === 'description' && field.item_type.id === project.itemTypes.find((t) => t.api_key === 'brand')!.id,
    )!.id;
    expect(steps).toHaveLength(1);
    expect(steps[0]).toMatchObject({
      kind: 'updateField',
      itemType: 'brand',
      field: 'brand_text',
      id,
      renamedFrom: 'description',
      dropsData: false,
    });
    expect(lines(steps)).toEqual(['update field brand.brand_text (renamed from description): api_key, label']);
  });

  it('names exactly a validator change', () => {
    const project = projectHolding(desired);
    const changed = desiredSchema(withField('product_family', 'name', { required: false }));
    expect(lines(planSchema(changed, project).steps)).toEqual(['update field product_family.name: validators']);
    const linked = desiredSchema(withField('product_type', 'sizeGuide', { type: 'FaqArticleRecord' }));
    expect(lines(planSchema(linked, project).steps)).toEqual(['update field product_type.size_guide: validators']);
  });

  it('flags a type change that drops content, and not one DatoCMS converts', () => {
    const project = projectHolding(desired);
    const toInteger = desiredSchema(withField('brand', 'description', { fieldType: 'integer', type: 'IntType' }));
    expect(lines(planSchema(toInteger, project).steps)).toEqual(['update field brand.description: field_type  [DROPS DATA]']);
    const toString = desiredSchema(withField('brand', 'description', { fieldType: 'string' }));
    expect(planSchema(toString, project).steps).toMatchObject([{ kind: 'updateField', changed: ['field_type'], dropsData: false }]);
  });

  it('keeps fields and models the definitions no longer have, and destroys them only with prune', () => {
    const project = projectHolding(desired);
    const fewer = desiredSchema(
      MODELS.filter((model) => model.apiKey !== 'sales_channel_config' && model.apiKey !== 'global_configuration').concat(
        MODELS.filter((model) => model.apiKey === 'global_configuration').map((model) => ({
          ...model,
          fields: model.fields.filter((field) => field.name !== 'dictionary' && field.name !== 'salesChannelConfig'),
        })),
      ),
    );
    const kept = planSchema(fewer, project);
    expect(kept.steps).toEqual([]);
    expect(kept.kept).toEqual([
      'field global_configuration.dictionary',
      'field global_configuration.sales_channel_config',
      'model sales_channel_config',
    ]);
    const pruned = planSchema(fewer, project, { prune: true });
    expect(lines(pruned.steps)).toEqual([
      'destroy field global_configuration.dictionary  [DROPS DATA]',
      'destroy field global_configuration.sales_channel_config  [DROPS DATA]',
      'destroy model sales_channel_config  [DROPS DATA]',
    ]);
  });

  it('updates a model flag and renames a model declared with renamedFrom', () => {
    const project = projectHolding(desired);
    const renamed = desiredSchema(
      MODELS.map((model) => (model.apiKey === 'colour' ? { ...model, apiKey: 'color', renamedFrom: ['colour'], sortable: true } : model)),
    );
    const { steps } = planSchema(renamed, project);
    expect(steps.filter((step) => step.kind !== 'updateField')).toMatchObject([
      { kind: 'updateItemType', itemType: 'color', renamedFrom: 'colour', changes: { api_key: 'color', sortable: true } },
    ]);
    // the variant's colours field links to the same item type id: unchanged
    expect(steps.filter((step) => step.kind === 'createField' || step.kind === 'createItemType')).toEqual([]);
  });
});
