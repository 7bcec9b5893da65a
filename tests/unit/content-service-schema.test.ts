import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildSchema, GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { fieldReader } from '../../services/content/query/field-values';
import { emitSchema, recordFields } from '../../services/content/schema/emit-schema';
import { committedSchemaText } from '../../services/content/schema/format-schema';
import { MODELS } from '../../services/content/schema/model-definitions';
import { buildContentSchema } from '../../services/content/graphql/executable-schema';
import type { ModelApiKey } from '../../services/content/store/record-types';

describe('content service schema', () => {
  it('is the committed schema.graphql (regenerate with services/content/schema/write-schema.ts)', async () => {
    expect(readFileSync('schema.graphql', 'utf8')).toBe(await committedSchemaText(resolve('schema.graphql')));
  });

  it('builds and installs every resolver onto an existing field', () => {
    expect(() => buildSchema(emitSchema())).not.toThrow();
    expect(() => buildContentSchema()).not.toThrow();
  });

  it('has the DatoCMS entry points for every collection and singleton', () => {
    const query = buildContentSchema().getQueryType() as GraphQLObjectType;
    const fields = Object.keys(query.getFields());
    for (const name of [
      'productCategory',
      'allProductCategories',
      '_allProductCategoriesMeta',
      'brand',
      'allBrands',
      '_allBrandsMeta',
      'productFamily',
      'allProductFamilies',
      'productVariant',
      'allProductVariants',
      'salesChannel',
      'allSalesChannels',
      'productType',
      'allProductTypes',
      'blogArticle',
      'allBlogArticles',
      'faqArticle',
      'allFaqArticles',
      'termsOfBusinessArticle',
      'allTermsOfBusinessArticles',
      '_allTermsOfBusinessArticlesMeta',
    ]) {
      expect(fields).toContain(name);
    }
    for (const name of [
      'frontPage',
      'aboutPage',
      'contactPage',
      'cartPage',
      'checkoutPage',
      'giftWrappingPage',
      'checkoutCompletedPage',
      'allBrandsPage',
      'blogListingPage',
      'faqListingPage',
      'termsOfBusinessListingPage',
      'globalConfiguration',
      '_site',
    ]) {
      expect(fields).toContain(name);
    }
    const all = query.getFields().allProductFamilies;
    expect(all?.args.find((arg) => arg.name === 'first')?.defaultValue).toBe(20);
  });

  it('can read every filterable and orderable field of every collection', () => {
    for (const model of MODELS.filter((candidate) => candidate.kind === 'collection')) {
      for (const field of recordFields(model)) {
        if (field.filter || field.orderable)
          expect(fieldReader(model.apiKey as ModelApiKey, field.name), `${model.apiKey}.${field.name}`).toBeDefined();
      }
    }
  });

  it('names structured text types and unions as DatoCMS does', () => {
    const schema = buildContentSchema();
    for (const name of [
      'BlogArticleModelContentField',
      'BlogArticleModelContentBlocksField',
      'BlogArticleModelContentLinksField',
      'ProductCategoryModelContentField',
      'FrontPageModelContentField',
    ]) {
      expect(schema.getType(name), name).toBeDefined();
    }
  });
});
