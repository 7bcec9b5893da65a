import type { DastNode, StructuredTextBlock, StructuredTextLink, StructuredTextValue } from './catalogue-types';

/** Small builders for DatoCMS structured text (dast) that only make nodes `validate()` accepts. */

export type Inline = string | DastNode;

const span = (value: string, marks?: string[]): DastNode => (marks ? { type: 'span', value, marks } : { type: 'span', value });

function inline(children: Inline[]): DastNode[] {
  return children.map((child) => (typeof child === 'string' ? span(child) : child));
}

export const dast = {
  strong: (value: string): DastNode => span(value, ['strong']),
  emphasis: (value: string): DastNode => span(value, ['emphasis']),
  heading: (level: 2 | 3, text: string): DastNode => ({ type: 'heading', level, children: [span(text)] }),
  paragraph: (...children: Inline[]): DastNode => ({ type: 'paragraph', children: inline(children) }),
  list: (style: 'bulleted' | 'numbered', items: Inline[][]): DastNode => ({
    type: 'list',
    style,
    children: items.map((item) => ({ type: 'listItem', children: [{ type: 'paragraph', children: inline(item) }] })),
  }),
  quote: (text: string, attribution?: string): DastNode => ({
    type: 'blockquote',
    ...(attribution ? { attribution } : {}),
    children: [{ type: 'paragraph', children: [span(text)] }],
  }),
  link: (url: string, text: string, newTab = false): DastNode => ({
    type: 'link',
    url,
    ...(newTab ? { meta: [{ id: 'target', value: '_blank' }] } : {}),
    children: [span(text)],
  }),
  itemLink: (item: string, text: string): DastNode => ({ type: 'itemLink', item, children: [span(text)] }),
  inlineItem: (item: string): DastNode => ({ type: 'inlineItem', item }),
  block: (item: string): DastNode => ({ type: 'block', item }),
};

/** A structured-text value; the links and blocks it references are listed beside it. */
export function structuredText(children: DastNode[], links: StructuredTextLink[] = [], blocks: StructuredTextBlock[] = []): StructuredTextValue {
  return { value: { schema: 'dast', document: { type: 'root', children } }, blocks, links };
}
