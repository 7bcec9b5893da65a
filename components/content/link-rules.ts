/**
 * Which URLs inside rich text may become links, and how (docs/shop.md, The shell: internal links navigate within the
 * app, links that open a new tab carry a noopener rel). Only http:, https:, mailto:, tel: and relative
 * URLs are links; every other scheme (javascript:, data:, vbscript:, file: …) is rendered as plain text.
 */

export type LinkKind = 'internal' | 'external' | 'unsafe';

const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/**
 * Browsers drop tabs and line breaks anywhere in a URL and ignore leading and trailing control characters
 * and spaces, so `java\tscript:` is `javascript:`. Classify what the browser would see.
 */
export function normaliseUrl(url: string): string {
  return url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
}

export function classifyUrl(url: string): LinkKind {
  const normalised = normaliseUrl(url);
  if (normalised === '') return 'unsafe';
  if (normalised.startsWith('//') || normalised.startsWith('\\')) return 'external';
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(normalised);
  if (!scheme) return 'internal';
  return ALLOWED_SCHEMES.has(scheme[1]!.toLowerCase()) ? 'external' : 'unsafe';
}

export interface LinkMetaEntry {
  id: string;
  value: string;
}

export interface LinkAttributes {
  target?: '_blank';
  rel?: string;
  title?: string;
}

/**
 * Attributes from a link's `meta`: `target` (only `_blank` is kept), `title` and `rel`. A link that opens
 * a new tab always gets `noopener noreferrer`, whatever the editor typed.
 */
export function linkAttributes(meta: readonly LinkMetaEntry[] | null | undefined): LinkAttributes {
  const attributes: LinkAttributes = {};
  const rel = new Set<string>();
  for (const entry of meta ?? []) {
    if (entry.id === 'target' && entry.value.trim().toLowerCase() === '_blank') attributes.target = '_blank';
    if (entry.id === 'title' && entry.value.trim() !== '') attributes.title = entry.value;
    if (entry.id === 'rel') for (const token of entry.value.split(/\s+/)) if (token) rel.add(token.toLowerCase());
  }
  if (attributes.target === '_blank') {
    rel.add('noopener');
    rel.add('noreferrer');
  }
  if (rel.size > 0) attributes.rel = [...rel].join(' ');
  return attributes;
}
