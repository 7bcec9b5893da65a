import { render, renderNodeRule, type CdaStructuredTextValue } from 'datocms-structured-text-to-html-string';
import { isHeading, isLink } from 'datocms-structured-text-utils';
import type { Dictionary } from '@/lib/content/dictionary-defaults';
import { translate } from '@/lib/content/translate';
import type { Image, RichText, RichTextBlock, RichTextLinkedRecord } from '@/lib/content/types';
import { classifyUrl, linkAttributes, normaliseUrl, type LinkAttributes } from './link-rules';

type Adapter = Parameters<NonNullable<Parameters<typeof render>[1]>['renderBlock'] & {}>[0]['adapter'];
type Html = ReturnType<Adapter['renderNode']>;

/**
 * Structured text as a standalone HTML string, for places outside the page (the blog's Atom feed), with
 * the rules of the page renderer (structured-text.tsx): only safe URLs become links, a level-1 heading
 * becomes an h2, linked records link to their storefront pages, and a block, inline item or link that is
 * missing from the response throws. Every URL is absolute (relative ones are resolved against `baseUrl`,
 * the page the text belongs to): a feed reader has no page to resolve them against. Blocks become plain
 * HTML: a video is its thumbnail linked to the video's page, a gallery its images.
 */
export function structuredTextHtml(content: RichText, options: { baseUrl: string; dictionary: Dictionary }): string {
  const recordsById = new Map(content.links.map((record) => [record.id, record]));
  const blocksById = new Map(content.blocks.map((block) => [block.id, block]));
  const absolute = (url: string) => new URL(normaliseUrl(url), options.baseUrl).toString();

  const linkedRecord = (id: string): RichTextLinkedRecord => {
    const record = recordsById.get(id);
    if (!record) throw new Error(`Structured text links to record ${id}, which is missing from the content response.`);
    return record;
  };

  /** A link only when the URL is safe; otherwise its text. */
  const anchor = (adapter: Adapter, url: string, attributes: LinkAttributes, children: Html): Html => {
    if (classifyUrl(url) === 'unsafe') return adapter.renderFragment([children]);
    return adapter.renderNode('a', { href: absolute(url), ...attributes }, children);
  };

  const image = (adapter: Adapter, picture: Image): Html =>
    adapter.renderNode('img', { src: absolute(picture.src), alt: picture.alt, width: String(picture.width), height: String(picture.height) });

  const block = (adapter: Adapter, record: RichTextBlock): Html => {
    switch (record.__typename) {
      case 'VideoBlockRecord': {
        const label = translate(options.dictionary, 'playVideo', { title: record.title });
        const thumbnail = record.thumbnail ? image(adapter, record.thumbnail) : null;
        const caption = adapter.renderNode('figcaption', null, anchor(adapter, record.url, {}, adapter.renderText(label)));
        return adapter.renderNode('figure', null, thumbnail ? anchor(adapter, record.url, {}, thumbnail) : null, caption);
      }
      case 'ImageGalleryBlockRecord':
        return adapter.renderNode(
          'figure',
          null,
          ...record.images.map((picture) => image(adapter, picture)),
          record.title ? adapter.renderNode('figcaption', null, adapter.renderText(record.title)) : null,
        );
      default: {
        const unknown = record as { __typename?: unknown; id?: unknown };
        throw new Error(`Structured text has no renderer for block type "${String(unknown.__typename)}" (block ${String(unknown.id)}).`);
      }
    }
  };

  const html = render(content as unknown as CdaStructuredTextValue, {
    metaTransformer: ({ meta }) => ({ ...linkAttributes(meta) }),
    customNodeRules: [
      renderNodeRule(isLink, ({ adapter, node, children }) => anchor(adapter, node.url, linkAttributes(node.meta), adapter.renderFragment(children ?? []))),
      renderNodeRule(isHeading, ({ adapter, node, children }) => adapter.renderNode(`h${Math.min(Math.max(node.level, 2), 6)}`, null, ...(children ?? []))),
    ],
    renderLinkToRecord: ({ adapter, record, children, transformedMeta }) =>
      anchor(adapter, linkedRecord(record.id).href, (transformedMeta ?? {}) as LinkAttributes, children ?? null),
    renderInlineRecord: ({ adapter, record }) => {
      const linked = linkedRecord(record.id);
      return anchor(adapter, linked.href, {}, adapter.renderText(linked.title));
    },
    renderBlock: ({ adapter, record }) => {
      const found = blocksById.get(record.id);
      if (!found) throw new Error(`Structured text embeds block ${record.id}, which is missing from the content response.`);
      return block(adapter, found);
    },
  });
  return html ?? '';
}
