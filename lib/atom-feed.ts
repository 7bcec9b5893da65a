/**
 * An Atom 1.0 document (RFC 4287) as a string. Text is escaped, characters XML 1.0 does not allow are
 * dropped, and times are written as RFC 3339, so what the content service holds cannot make the feed
 * invalid. Entry content is HTML, sent escaped (`type="html"`).
 */

export interface AtomEntry {
  /** A permanent IRI of the entry. */
  id: string;
  title: string;
  /** The entry's page (absolute). */
  url: string;
  updated: string;
  published?: string | null;
  summary?: string;
  html: string;
}

export interface AtomFeed {
  /** A permanent IRI of the feed. */
  id: string;
  title: string;
  subtitle?: string;
  /** The feed's own URL (absolute). */
  selfUrl: string;
  /** The page the feed belongs to (absolute). */
  pageUrl: string;
  authorName: string;
  /** BCP 47 language of the feed's text. */
  language: string;
  entries: AtomEntry[];
  /** When nothing has an update time: the feed's `updated`. */
  fallbackUpdated: string;
}

// Characters outside XML 1.0's Char production, lone surrogates included.
const NOT_XML_CHAR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(NOT_XML_CHAR, '').replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}

/** An RFC 3339 time, or null when `value` is not a time. */
export function atomTime(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? null : time.toISOString();
}

function element(name: string, text: string, attributes = ''): string {
  return `<${name}${attributes}>${escapeXml(text)}</${name}>`;
}

function link(rel: string, href: string, type?: string): string {
  return `<link rel="${rel}"${type ? ` type="${type}"` : ''} href="${escapeXml(href)}"/>`;
}

function entryXml(entry: AtomEntry, updated: string): string {
  const published = atomTime(entry.published);
  return [
    '<entry>',
    element('id', entry.id),
    element('title', entry.title),
    link('alternate', entry.url, 'text/html'),
    element('updated', updated),
    published ? element('published', published) : '',
    entry.summary ? element('summary', entry.summary) : '',
    element('content', entry.html, ' type="html"'),
    '</entry>',
  ].join('');
}

export function atomFeed(feed: AtomFeed): string {
  const entries = feed.entries.map((entry) => ({ entry, updated: atomTime(entry.updated) ?? atomTime(entry.published) ?? feed.fallbackUpdated }));
  // The feed changed when its newest entry did.
  const updated = entries.map((item) => item.updated).sort().at(-1) ?? feed.fallbackUpdated;
  return [
    '<?xml version="1.0" encoding="utf-8"?>\n',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(feed.language)}">`,
    element('id', feed.id),
    element('title', feed.title),
    feed.subtitle ? element('subtitle', feed.subtitle) : '',
    link('self', feed.selfUrl, 'application/atom+xml'),
    link('alternate', feed.pageUrl, 'text/html'),
    element('updated', updated),
    `<author>${element('name', feed.authorName)}</author>`,
    ...entries.map((item) => entryXml(item.entry, item.updated)),
    '</feed>\n',
  ].join('');
}
