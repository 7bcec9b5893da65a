import { stripStega } from 'react-datocms/stega';

/**
 * Content Link (click-to-edit) in draft mode: which strings of a content answer keep DatoCMS's invisible
 * stega markers. The content service marks many strings (text fields, the last span of structured text,
 * image alt and title); a marker is only wanted where the string is shown as text on the page, where
 * `<ContentLink>` turns it into an editable overlay. Everywhere else a marker breaks something: a name
 * compared in code (a variant's colour, a brand as a search filter), a label in an `aria-label` or an id,
 * a title in `<title>`, an alt text, JSON-LD, the feed. So the markers are kept on an allow-list of fields
 * the screens show as text and stripped from everything else, as the answer arrives (lib/content/client.ts);
 * the builders of metadata and JSON-LD strip again what they take from those fields.
 */

/** Fields whose text the screens show as such (headings, introductions, excerpts, descriptions, footer texts). */
export const SHOWN_TEXT_FIELDS: ReadonlySet<string> = new Set(['header', 'intro', 'excerpt', 'description', 'teaser', 'customerServiceText', 'contactText']);

function isStructuredTextValue(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { schema?: unknown }).schema === 'dast';
}

/** A copy of a content answer with markers only in shown text: the allow-listed fields and structured text. */
export function keepShownMarkers<T>(data: T): T {
  return visit(data) as T;
}

function visit(value: unknown): unknown {
  if (typeof value === 'string') return stripStega(value);
  if (Array.isArray(value)) return value.map(visit);
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (typeof field === 'string' && SHOWN_TEXT_FIELDS.has(key)) copy[key] = field;
    else if (key === 'value' && isStructuredTextValue(field)) copy[key] = field; // rendered as text, spans and all
    else copy[key] = visit(field);
  }
  return copy;
}

/** A value without any marker (metadata, JSON-LD, attributes): react-datocms' helper, for any value. */
export function withoutMarkers<T>(value: T): T {
  return stripStega(value);
}
