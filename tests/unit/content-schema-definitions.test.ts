import { describe, expect, it } from 'vitest';
import { desiredSchema } from '../../services/content/provision/desired-schema';
import { definitionProblems } from '../../services/content/provision/validate-definitions';
import type { FieldDefinition, ModelDefinition } from '../../services/content/schema/definition-types';
import { MODELS } from '../../services/content/schema/model-definitions';

function withField(modelApiKey: string, name: string, change: Partial<FieldDefinition>): ModelDefinition[] {
  return MODELS.map((model) =>
    model.apiKey !== modelApiKey
      ? model
      : { ...model, fields: model.fields.map((field) => (field.name === name ? { ...field, ...change } : field)) },
  );
}

describe('content model definitions for DatoCMS', () => {
  it('are valid as they are', () => {
    expect(definitionProblems(MODELS)).toEqual([]);
  });

  it('name a link to a model that does not exist', () => {
    expect(definitionProblems(withField('product_family', 'brand', { type: 'BrandxRecord' }))).toEqual([
      'model product_family, field brand: links to unknown model "brandx"',
    ]);
  });

  it('name a duplicate model api key and a duplicate field api key', () => {
    const brand = MODELS.find((model) => model.apiKey === 'brand')!;
    expect(definitionProblems([...MODELS, { ...brand, name: 'Brand2' }])).toContain('model brand: duplicate api key');
    expect(definitionProblems(withField('brand', 'description', { apiKey: 'name' }))).toContain(
      'model brand, field description: api key "name" is also field name\'s',
    );
  });

  it('name a block linked as a model and a model embedded as a block', () => {
    expect(definitionProblems(withField('product_type', 'sizeGuide', { type: 'PricingRecord', fieldType: 'link' }))).toContain(
      'model product_type, field sizeGuide: links to block "pricing" as if it were a model',
    );
    expect(definitionProblems(withField('product_family', 'brand', { fieldType: 'single_block' }))).toContain(
      'model product_family, field brand: embeds model "brand", which is not a block',
    );
  });

  it('name a slug whose title field is missing', () => {
    expect(definitionProblems(withField('brand', 'slug', { slugTitleField: 'title' }))).toEqual([
      'model brand, field slug: slug title field "title" does not exist',
    ]);
    expect(definitionProblems(withField('brand', 'slug', { slugTitleField: undefined }))).toEqual([
      'model brand, field slug: a slug needs its title field (slugTitleField)',
    ]);
  });

  it('name a rename that collides with a field that still exists', () => {
    expect(definitionProblems(withField('brand', 'description', { renamedFrom: ['name'] }))).toContain(
      'model brand, field description: api key "name" is also field name\'s',
    );
  });

  it('describe every model, block and field with its DatoCMS type, flags and validators', () => {
    const schema = desiredSchema();
    expect(schema.locales).toEqual(['sv-SE']);
    expect(schema.itemTypes.map((itemType) => itemType.apiKey)).toEqual(MODELS.map((model) => model.apiKey));
    const byKey = new Map(schema.itemTypes.map((itemType) => [itemType.apiKey, itemType]));
    const category = byKey.get('product_category')!;
    expect(category.attributes).toMatchObject({ tree: true, singleton: false, modular_block: false });
    // parent, children and position are the tree's, not fields
    expect(category.fields.map((field) => field.apiKey)).not.toContain('parent');
    expect(category.fields.map((field) => field.apiKey)).toContain('navigation_title');
    expect(byKey.get('front_page')!.attributes.singleton).toBe(true);
    expect(byKey.get('pricing')!.attributes.modular_block).toBe(true);
    expect(byKey.get('product_variant')!.attributes.inverse_relationships_enabled).toBe(true);
    const family = new Map(byKey.get('product_family')!.fields.map((field) => [field.apiKey, field.attributes]));
    expect(family.get('slug')).toMatchObject({
      field_type: 'slug',
      validators: { required: {}, unique: {}, slug_title_field: { title_field_id: { ref: 'name' } } },
    });
    expect(family.get('variants')).toMatchObject({
      field_type: 'links',
      validators: { items_item_type: { item_types: [{ ref: 'product_variant' }] } },
    });
    expect(family.get('media')).toMatchObject({ field_type: 'gallery', validators: { extension: { predefined_list: 'image' } } });
    expect(family.get('seo')?.field_type).toBe('seo');
    const variant = new Map(byKey.get('product_variant')!.fields.map((field) => [field.apiKey, field.attributes]));
    expect(variant.get('pricing')).toMatchObject({
      field_type: 'rich_text',
      validators: { rich_text_blocks: { item_types: [{ ref: 'pricing' }] } },
    });
    expect(variant.get('availability')?.validators).toMatchObject({ enum: { values: ['in_stock', 'low_stock', 'sold_out', 'preorder'] } });
    expect(variant.get('stock_quantity')?.field_type).toBe('integer');
    const colour = new Map(byKey.get('colour')!.fields.map((field) => [field.apiKey, field.attributes]));
    expect(colour.get('name')?.localized).toBe(true);
    expect(colour.get('name_en')?.content_link_enabled).toBe(false);
    const article = new Map(byKey.get('blog_article')!.fields.map((field) => [field.apiKey, field.attributes]));
    expect(article.get('content')).toMatchObject({
      field_type: 'structured_text',
      validators: { structured_text_blocks: { item_types: [{ ref: 'image_gallery_block' }, { ref: 'video_block' }] } },
    });
    expect(article.get('publish_date')?.field_type).toBe('date');
    const global = new Map(byKey.get('global_configuration')!.fields.map((field) => [field.apiKey, field.attributes]));
    expect(global.get('header')).toMatchObject({
      field_type: 'single_block',
      validators: { single_block_blocks: { item_types: [{ ref: 'header' }] } },
    });
    expect(global.get('blog')?.field_type).toBe('link');
    expect(global.get('dictionary')?.field_type).toBe('json');
    const menuLink = new Map(byKey.get('menu_link')!.fields.map((field) => [field.apiKey, field.attributes]));
    expect((menuLink.get('link')?.validators as { item_item_type: { item_types: unknown[] } }).item_item_type.item_types).toHaveLength(17);
  });
});
