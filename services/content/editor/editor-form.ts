import type { StructuredTextValue } from '../../seed/catalogue-types';
import { fieldApiKey } from '../graphql/content-link';
import type { ModelDefinition } from '../schema/definition-types';

/**
 * The form of the local editor page (editor-page.ts): which fields of a record it shows, how they are
 * named in the form, and how a submitted form becomes the admin API's field patch. Shown: the record's
 * text fields (single- and multi-line strings, slugs included), its SEO title and description, and every
 * span of its structured text fields (each a text box; headings, lists and marks keep their shape).
 */

export interface FormField {
  /** The form control's name: `f:<field>`, `seo:<key>` or `st:<field>:<child indexes>`. */
  name: string;
  /** The API key of the record field it edits (what `#fieldPath=` names). */
  fieldPath: string;
  label: string;
  value: string;
  multiline: boolean;
}

const LABELS: Record<string, string> = {
  header: 'Rubrik',
  title: 'Titel',
  navigationTitle: 'Navigeringstitel',
  intro: 'Ingress',
  excerpt: 'Utdrag',
  teaser: 'Puff',
  description: 'Beskrivning',
  name: 'Namn',
  slug: 'Slug (adressdel)',
  content: 'Innehåll',
};

function labelOf(name: string): string {
  return LABELS[name] ?? name;
}

interface DastNode {
  type: string;
  value?: string;
  children?: DastNode[];
}

function isStructuredText(value: unknown): value is StructuredTextValue {
  const inner = (value as { value?: { schema?: unknown } } | null)?.value;
  return inner?.schema === 'dast';
}

/** Every span of a dast document with its path of child indexes (`0.2` = third child of the first node). */
function spans(node: DastNode, path: number[] = []): { path: number[]; node: DastNode }[] {
  if (node.type === 'span') return [{ path, node }];
  return (node.children ?? []).flatMap((child, index) => spans(child, [...path, index]));
}

function topLevelNumber(path: number[]): number {
  return (path[0] ?? 0) + 1;
}

/** The form fields of a record's latest version, in the model's field order. */
export function formFields(model: ModelDefinition, fields: Record<string, unknown>): FormField[] {
  const result: FormField[] = [];
  for (const definition of model.fields) {
    const value = fields[definition.name];
    const fieldPath = fieldApiKey(definition.name);
    if (definition.type === 'String' && (typeof value === 'string' || value === null || value === undefined)) {
      const text = value ?? '';
      result.push({ name: `f:${definition.name}`, fieldPath, label: labelOf(definition.name), value: text, multiline: text.length > 80 || text.includes('\n') });
    } else if (definition.structuredText && isStructuredText(value)) {
      const document = value.value.document as unknown as DastNode;
      const all = spans(document);
      all.forEach(({ path, node }, index) => {
        const part = all.filter((other) => other.path[0] === path[0]).findIndex((other) => other === all[index]) + 1;
        result.push({
          name: `st:${definition.name}:${path.join('.')}`,
          fieldPath,
          label: `${labelOf(definition.name)}, stycke ${topLevelNumber(path)}, del ${part}`,
          value: node.value ?? '',
          multiline: (node.value ?? '').length > 80,
        });
      });
    } else if (definition.name === 'seo' && value && typeof value === 'object') {
      const seo = value as { title?: unknown; description?: unknown };
      if (typeof seo.title === 'string' || seo.title === null) result.push({ name: 'seo:title', fieldPath, label: 'SEO-titel', value: seo.title ?? '', multiline: false });
      if (typeof seo.description === 'string' || seo.description === null) {
        result.push({ name: 'seo:description', fieldPath, label: 'SEO-beskrivning', value: seo.description ?? '', multiline: true });
      }
    }
  }
  return result;
}

/**
 * The admin API field patch of a submitted form: only what changed. Unknown control names are ignored
 * (the form is built from the record, so they can only come from an edited page).
 */
export function patchFromForm(fields: Record<string, unknown>, form: URLSearchParams): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  const documents = new Map<string, { value: StructuredTextValue; document: DastNode; changed: boolean }>();
  for (const [name, submitted] of form) {
    const value = submitted.replace(/\r\n/g, '\n');
    const [kind, field = '', path = ''] = name.split(':');
    if (kind === 'f' && Object.hasOwn(fields, field) && (typeof fields[field] === 'string' || fields[field] === null)) {
      if (value !== (fields[field] ?? '')) patch[field] = value;
    } else if (kind === 'seo' && (field === 'title' || field === 'description')) {
      const seo = fields.seo as Record<string, unknown> | undefined;
      if (seo && Object.hasOwn(seo, field) && value !== (seo[field] ?? '')) patch.seo = { ...(patch.seo as object | undefined), [field]: value };
    } else if (kind === 'st' && isStructuredText(fields[field])) {
      let entry = documents.get(field);
      if (!entry) {
        const original = fields[field] as StructuredTextValue;
        entry = { value: original, document: structuredClone(original.value.document) as unknown as DastNode, changed: false };
        documents.set(field, entry);
      }
      let node: DastNode | undefined = entry.document;
      for (const index of path.split('.').map(Number)) node = node?.children?.[index];
      if (node?.type === 'span' && node.value !== value) {
        node.value = value;
        entry.changed = true;
      }
    }
  }
  for (const [field, entry] of documents) {
    if (entry.changed) patch[field] = { ...entry.value, value: { ...entry.value.value, document: entry.document } };
  }
  return patch;
}
