import { describe, expect, it } from 'vitest';
import { previewRecordFromPayload } from '@/lib/content/preview-links';

/** The body DatoCMS's Web Previews plugin posts to the previews webhook (CMA entities). */
function payload(item: Record<string, unknown>, apiKey = 'blog_article'): unknown {
  return { item, itemType: { id: '7', type: 'item_type', attributes: { api_key: apiKey } }, currentUser: {}, environmentId: 'main', locale: 'sv' };
}

describe('previewRecordFromPayload', () => {
  it('reads the record id, its model and its status', () => {
    expect(previewRecordFromPayload(payload({ id: '102614', type: 'item', meta: { status: 'updated' }, attributes: { header: 'x' } }))).toEqual({
      id: '102614',
      modelApiKey: 'blog_article',
      status: 'updated',
      slug: null,
    });
  });

  it('reads a plain or a localized slug', () => {
    expect(previewRecordFromPayload(payload({ id: '1', meta: { status: 'draft' }, attributes: { slug: 'om-oss' } }, 'about_page'))?.slug).toBe('om-oss');
    expect(previewRecordFromPayload(payload({ id: '1', attributes: { slug: { sv: 'om-oss' } } }, 'about_page'))).toMatchObject({ slug: 'om-oss', status: 'published' });
  });

  it.each([null, {}, { item: {} }, payload({ id: '../x' }), payload({ id: '1' }, 'Not A Key'), { item: { id: '1' }, itemType: {} }])(
    'answers null for a body that names no record: %j',
    (body) => {
      expect(previewRecordFromPayload(body)).toBeNull();
    },
  );
});
