import { readFileSync } from 'node:fs';
import { buildSchema, Kind, print, validate, visit, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { BlogArticleQuery } from '@/lib/content/article-queries';
import { CategoryQuery } from '@/lib/content/catalogue-queries';
import { fieldEditingUrl, withEditingUrls } from '@/lib/content/editing-urls';
import { mapImage } from '@/lib/content/map-common';
import { specialPageQueries } from '@/lib/content/special-page-queries';

/**
 * Images and blocks in draft mode link to their record in the editor through `_editingUrl`: a draft request
 * with Content Link sends its document with `_editingUrl` on every record; the published document is left
 * as it is (its text is its cache key).
 */

const schema = buildSchema(readFileSync('schema.graphql', 'utf8'));

/** The selection sets that select `_editingUrl`, by the field (or fragment) that holds them. */
function holders(document: DocumentNode): string[] {
  const found: string[] = [];
  const path: string[] = [];
  visit(document, {
    Field: {
      enter: (node) => void path.push(node.alias?.value ?? node.name.value),
      leave: () => void path.pop(),
    },
    FragmentDefinition: {
      enter: (node) => void path.push(`fragment ${node.name.value}`),
      leave: () => void path.pop(),
    },
    InlineFragment: {
      enter: (node) => void path.push(`on ${node.typeCondition?.name.value}`),
      leave: () => void path.pop(),
    },
    SelectionSet: (node) => {
      if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '_editingUrl')) found.push(path.join('.'));
    },
  });
  return found;
}

describe('withEditingUrls', () => {
  it('adds _editingUrl to every record selection and to nothing else, and the result validates', () => {
    for (const document of [BlogArticleQuery, CategoryQuery, specialPageQueries.frontPage] as DocumentNode[]) {
      const sent = withEditingUrls(document);
      expect(validate(schema, sent)).toEqual([]);
      expect(holders(document)).toEqual([]);
    }
    const article = holders(withEditingUrls(BlogArticleQuery as DocumentNode));
    expect(article).toContain('article');
    expect(article).toContain('fragment BlogArticleFields');
    expect(article.some((holder) => holder.includes('ImageFields') || holder.endsWith('headerImage'))).toBe(false);
    const page = holders(withEditingUrls(specialPageQueries.frontPage as DocumentNode));
    expect(page).toContain('page');
    expect(page.some((holder) => holder.endsWith('heroImage') || holder.endsWith('_seoMetaTags'))).toBe(false);
  });

  it('leaves the published document itself unchanged, and gives one copy per document', () => {
    const before = print(BlogArticleQuery);
    const sent = withEditingUrls(BlogArticleQuery as DocumentNode);
    expect(print(BlogArticleQuery)).toBe(before);
    expect(withEditingUrls(BlogArticleQuery as DocumentNode)).toBe(sent);
  });
});

describe('fieldEditingUrl', () => {
  const base = 'http://127.0.0.1:7401/editor/item_types/12/items/34/edit';

  it("names the record's field as DatoCMS's markers do", () => {
    expect(fieldEditingUrl({ _editingUrl: base }, 'hero_image')).toBe(`${base}#fieldPath=hero_image`);
  });

  it('is absent without an editing URL (published content) and for anything but a web address', () => {
    expect(fieldEditingUrl({ id: '34' }, 'hero_image')).toBeUndefined();
    expect(fieldEditingUrl(null, 'hero_image')).toBeUndefined();
    expect(fieldEditingUrl({ _editingUrl: 'javascript:alert(1)' }, 'hero_image')).toBeUndefined();
    expect(fieldEditingUrl({ _editingUrl: 'not a url' }, 'hero_image')).toBeUndefined();
  });

  it('reaches a mapped image only when given, so published images have no such key', () => {
    const raw = { id: '1', url: 'http://x/a.jpg', alt: 'A', title: null, width: 10, height: 10, focalPoint: null, responsiveImage: null };
    expect(mapImage(raw)).not.toHaveProperty('editingUrl');
    expect(mapImage(raw, '', `${base}#fieldPath=hero_image`)?.editingUrl).toBe(`${base}#fieldPath=hero_image`);
  });
});
