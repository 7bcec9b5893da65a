import type { Catalogue } from '../../seed/catalogue-types';
import { SPECIAL_PAGES } from '../schema/model-definitions';
import { ContentStore, typeNameOf } from './content-store';
import { addDraftFixtures } from './draft-fixtures';
import type { ModelApiKey, ModelFields, StoredRecord } from './record-types';

/**
 * Turns the demo catalogue into the store's records, all published. Models without dates in the catalogue
 * (brands, types, channels, pages, …) get the catalogue's reference date as their creation date, so the
 * same catalogue always gives the same answers.
 */

interface Dates {
  createdAt: string;
  publishedAt?: string | null;
}

function published<K extends ModelApiKey>(model: K, id: string, fields: ModelFields[K], dates: Dates): StoredRecord<K> {
  const publishedAt = dates.publishedAt ?? dates.createdAt;
  return {
    id,
    modelApiKey: model,
    draft: null,
    published: {
      id,
      modelApiKey: model,
      __typename: typeNameOf(model),
      status: 'published',
      createdAt: dates.createdAt,
      updatedAt: publishedAt,
      publishedAt,
      firstPublishedAt: publishedAt,
      fields,
    },
  };
}

/** A fresh numeric id above every id of the catalogue (for records the catalogue has no id for). */
export function idAllocator(catalogue: Catalogue): () => string {
  let max = 0n;
  const visit = (id: string) => {
    if (/^\d{1,30}$/.test(id)) {
      const value = BigInt(id);
      if (value > max) max = value;
    }
  };
  const all: { id: string }[] = [
    ...catalogue.salesChannels,
    ...catalogue.brands,
    ...catalogue.productTypes,
    ...catalogue.productSubtypes,
    ...catalogue.colours,
    ...catalogue.materials,
    ...catalogue.categories,
    ...catalogue.families,
    ...catalogue.families.flatMap((family) => family.variants),
    ...catalogue.articles.blog,
    ...catalogue.articles.faq,
    ...catalogue.articles.termsOfBusiness,
    ...Object.values(catalogue.pages),
  ];
  for (const item of all) visit(item.id);
  return () => {
    max += 1n;
    return max.toString();
  };
}

export function catalogueRecords(catalogue: Catalogue, nextId: () => string): StoredRecord[] {
  const reference: Dates = { createdAt: `${catalogue.referenceDate.slice(0, 10)}T00:00:00.000Z` };
  const records: StoredRecord[] = [];
  const add = <K extends ModelApiKey>(model: K, id: string, fields: ModelFields[K], dates: Dates = reference) => {
    records.push(published(model, id, fields, dates) as unknown as StoredRecord);
  };

  for (const channel of catalogue.salesChannels) add('sales_channel', channel.id, channel);
  for (const brand of catalogue.brands) add('brand', brand.id, brand);
  for (const type of catalogue.productTypes) add('product_type', type.id, type);
  for (const subtype of catalogue.productSubtypes) add('product_subtype', subtype.id, subtype);
  for (const colour of catalogue.colours) add('colour', colour.id, colour);
  for (const material of catalogue.materials) add('material', material.id, material);
  for (const category of catalogue.categories) add('product_category', category.id, category, { createdAt: category.createdAt });
  for (const family of catalogue.families) {
    const { variants, ...rest } = family;
    add('product_family', family.id, { ...rest, variantIds: variants.map((variant) => variant.id) }, { createdAt: family.createdAt });
    for (const variant of variants) add('product_variant', variant.id, variant, { createdAt: variant.createdAt });
  }
  const articleModels = [
    ['blog_article', catalogue.articles.blog],
    ['faq_article', catalogue.articles.faq],
    ['terms_of_business_article', catalogue.articles.termsOfBusiness],
  ] as const;
  for (const [model, articles] of articleModels) {
    for (const article of articles) add(model, article.id, article, { createdAt: article.createdAt, publishedAt: article.publishedAt });
  }
  for (const page of SPECIAL_PAGES) {
    const fields = catalogue.pages[page.key];
    if (fields) add(page.apiKey, fields.id, fields);
  }
  add('global_configuration', nextId(), { ...catalogue.global, id: '' });
  const globalRecord = records[records.length - 1];
  if (globalRecord?.published) (globalRecord.published.fields as { id: string }).id = globalRecord.id;
  return records;
}

/** The store of a catalogue: its records, all published, plus the draft fixtures (see draft-fixtures.ts). */
export function storeFromCatalogue(catalogue: Catalogue): ContentStore {
  const nextId = idAllocator(catalogue);
  const records = catalogueRecords(catalogue, nextId);
  const store = new ContentStore(records, catalogue.media);
  addDraftFixtures(store, catalogue, nextId);
  return store;
}
