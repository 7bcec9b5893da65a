import { describe, expect, it } from 'vitest';
import { applyFieldPatch, FieldPatchError } from '@/services/content/admin/field-patch';

const article = {
  id: '1',
  slug: 'en-artikel',
  header: 'En artikel',
  publishDate: null as string | null,
  position: 3,
  visible: true,
  tags: ['a'],
  seo: { title: 'T', description: 'D', imageId: null as string | null },
  content: {
    value: { schema: 'dast', document: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'span', value: 'x' }] }] } },
    blocks: [],
    links: [],
  },
};

const dast = (text: string) => ({
  value: { schema: 'dast', document: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'span', value: text }] }] } },
  blocks: [],
  links: [{ id: '5', __typename: 'ProductFamilyRecord' }],
});

describe('applyFieldPatch (the admin API draft)', () => {
  it('changes the named fields and keeps the others', () => {
    const next = applyFieldPatch(article, { header: 'Ny rubrik', position: 4, visible: false, publishDate: '2026-01-01' });
    expect(next).toMatchObject({ header: 'Ny rubrik', position: 4, visible: false, publishDate: '2026-01-01', slug: 'en-artikel' });
    expect(article.header).toBe('En artikel');
  });

  it('merges a part of a nested object and replaces structured text whole', () => {
    const next = applyFieldPatch(article, { seo: { title: 'Ny' }, content: dast('ny text') });
    expect(next.seo).toEqual({ title: 'Ny', description: 'D', imageId: null });
    expect(next.content).toEqual(dast('ny text'));
  });

  it.each([
    [{ nope: 'x' }, /Unknown field "nope"/],
    [{ id: '2' }, /cannot be changed/],
    [{ header: 5 }, /must be a string/],
    [{ position: 'fyra' }, /finite number/],
    [{ visible: 'ja' }, /true or false/],
    [{ tags: 'a' }, /must be a list/],
    [{ tags: [1] }, /must be a string/],
    [{ seo: { unknown: 'x' } }, /has no field "unknown"/],
    [{ seo: null }, /must be an object/],
    [{ publishDate: 5 }, /string or null/],
    [{ slug: 'Med Mellanslag' }, /"slug" must be/],
    [{ content: { value: { schema: 'dast', document: { type: 'root', children: [{ type: 'span', value: 'x' }] } } } }, /not a valid dast document/],
    [{ content: 'text' }, /must be structured text/],
    [{ content: { ...dast('x'), links: [{ id: '1', __typename: 'ColourRecord' }] } }, /cannot hold a ColourRecord/],
    [{}, /is empty/],
    [null, /must be an object/],
  ])('refuses %j', (patch, message) => {
    expect(() => applyFieldPatch(article, patch)).toThrow(FieldPatchError);
    expect(() => applyFieldPatch(article, patch)).toThrow(message);
  });
});
