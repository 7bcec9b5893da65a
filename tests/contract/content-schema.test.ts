import { executeQuery } from '@datocms/cda-client';
import { describe, expect, it } from 'vitest';
import { cda, gqlClient, refusal, TOKEN } from './content-contract-helpers';

/**
 * The local content service's schema against the DatoCMS Content Delivery API's, through the real
 * clients: record interfaces on blocks, localized fields, `matches` with regular expressions.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const RECORD_INTERFACE_FIELDS = [
  '_createdAt',
  '_editingUrl',
  '_firstPublishedAt',
  '_isValid',
  '_modelApiKey',
  '_publicationScheduledAt',
  '_publishedAt',
  '_seoMetaTags',
  '_status',
  '_unpublishingScheduledAt',
  '_updatedAt',
  'id',
];

describe('content contract: records and blocks', () => {
  it('declares RecordInterface with DatoCMS meta fields, implemented by block records too', async () => {
    const data: Json = await executeQuery(
      `{ record: __type(name: "RecordInterface") { fields { name } possibleTypes { name } }
         gallery: __type(name: "ImageGalleryBlockRecord") { interfaces { name } }
         video: __type(name: "VideoBlockRecord") { interfaces { name } } }`,
      cda(),
    );
    expect(data.record.fields.map((field: { name: string }) => field.name).sort()).toEqual(RECORD_INTERFACE_FIELDS);
    expect(data.gallery.interfaces).toEqual([{ name: 'RecordInterface' }]);
    expect(data.video.interfaces).toEqual([{ name: 'RecordInterface' }]);
    const possible = data.record.possibleTypes.map((type: { name: string }) => type.name);
    expect(possible).toEqual(expect.arrayContaining(['ImageGalleryBlockRecord', 'VideoBlockRecord', 'BlogArticleRecord']));
  });

  it('answers RecordInterface fields on the blocks of structured text, with the dates of their record', async () => {
    const data: Json = await executeQuery(
      `{ allBlogArticles(first: 500) { _updatedAt _status content { blocks { __typename ... on RecordInterface { id _modelApiKey _createdAt _updatedAt _status _isValid _seoMetaTags { tag } } } } } }`,
      cda(),
    );
    const withBlocks = data.allBlogArticles.filter((article: Json) => (article.content?.blocks ?? []).length > 0);
    expect(withBlocks.length).toBeGreaterThan(0);
    for (const article of withBlocks) {
      for (const block of article.content.blocks) {
        expect(block).toMatchObject({ id: expect.any(String), _modelApiKey: expect.stringMatching(/_block$/), _updatedAt: article._updatedAt, _status: article._status, _isValid: true });
      }
    }
  });

  it('answers null for scheduling and editing URLs, which the local service does not have', async () => {
    const data: Json = await executeQuery('{ allBrands(first: 1) { _editingUrl _publicationScheduledAt _unpublishingScheduledAt } }', cda());
    expect(data.allBrands[0]).toEqual({ _editingUrl: null, _publicationScheduledAt: null, _unpublishingScheduledAt: null });
  });
});

describe('content contract: localization', () => {
  it('takes locale and fallbackLocales on a localized field and answers _locales and _allXxxLocales', async () => {
    const data: Json = await gqlClient({ Authorization: `Bearer ${TOKEN}` }).request(
      `query($locale: SiteLocale) { allColours(first: 3, locale: $locale) { name own: name(locale: sv_SE, fallbackLocales: [sv_SE]) _locales _allNameLocales { locale value } } }`,
      { locale: 'sv_SE' },
    );
    expect(data.allColours.length).toBeGreaterThan(0);
    for (const colour of data.allColours) {
      expect(colour.own).toBe(colour.name);
      expect(colour._locales).toEqual(['sv_SE']);
      expect(colour._allNameLocales).toEqual([{ locale: 'sv_SE', value: colour.name }]);
    }
  });

  it('filters records by their locales (_locales: allIn, anyIn, notIn)', async () => {
    const count = async (filter: string) => ((await executeQuery(`{ allColours(first: 500, filter: { _locales: ${filter} }) { id } }`, cda())) as Json).allColours.length;
    const all = ((await executeQuery('{ _allColoursMeta { count } }', cda())) as Json)._allColoursMeta.count;
    expect(all).toBeGreaterThan(0);
    expect(await count('{ anyIn: [sv_SE] }')).toBe(all);
    expect(await count('{ allIn: [sv_SE] }')).toBe(all);
    expect(await count('{ notIn: [sv_SE] }')).toBe(0);
  });

  it('answers _locales on every record', async () => {
    const data: Json = await executeQuery('{ allBrands(first: 1) { _locales } frontPage { _locales } }', cda());
    expect(data.allBrands[0]._locales).toEqual(['sv_SE']);
    expect(data.frontPage._locales).toEqual(['sv_SE']);
  });
});

describe('content contract: filters', () => {
  it('reads matches.pattern as a regular expression by default (regexp: true), and as text with regexp: false', async () => {
    const introspection: Json = await executeQuery('{ __type(name: "StringMatchesFilter") { inputFields { name defaultValue } } }', cda());
    expect(introspection.__type.inputFields).toEqual(
      expect.arrayContaining([
        { name: 'regexp', defaultValue: 'true' },
        { name: 'caseSensitive', defaultValue: 'false' },
      ]),
    );
    const all: Json = await executeQuery('{ allBrands(first: 500) { name } }', cda());
    const names: string[] = all.allBrands.map((brand: { name: string }) => brand.name);
    const anything: Json = await executeQuery('{ allBrands(first: 500, filter: { name: { matches: { pattern: "^.+$" } } }) { name } }', cda());
    expect(anything.allBrands).toHaveLength(names.filter((name) => name.length > 0).length);
    const literal: Json = await executeQuery('{ allBrands(first: 500, filter: { name: { matches: { pattern: "^.+$", regexp: false } } }) { name } }', cda());
    expect(literal.allBrands).toEqual([]);
  });
});

describe('content contract: what the local service does not implement', () => {
  it.each([
    ['{ allUploads(first: 5) { url } }', /allUploads/],
    ['{ _allUploadsMeta { count } }', /allUploads/],
    ['subscription { allBrands { id } }', /Real-time Updates/],
    ['{ allBlogArticles(filter: { content: { any: { videoBlock: { title: { eq: "x" } } } } }) { id } }', /Deep filtering/],
  ])('answers %s with a 501 naming the feature', async (query, feature) => {
    const { status, entries } = await refusal(() => executeQuery(query, cda()));
    expect(status).toBe(501);
    expect(entries[0]?.attributes).toMatchObject({ code: 'NOT_IMPLEMENTED_LOCALLY', details: { feature: expect.stringMatching(feature) } });
  });

  it('still answers a mistaken query with errors[] and HTTP 200', async () => {
    const error: Json = await executeQuery('{ allBrands { noSuchField } }', cda()).catch((caught: unknown) => caught);
    expect(error.response.status).toBe(200);
  });
});
