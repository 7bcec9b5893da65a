import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildSchema,
  isInterfaceType,
  isObjectType,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';

/**
 * Click-to-edit for what carries no text marker (images, video and gallery blocks): DatoCMS's Content Link
 * marks these with the record's `_editingUrl` in `data-datocms-content-link-url`. The storefront's query
 * documents do not select `_editingUrl` (published queries, their text and their cache stay as they are);
 * a draft request that asks for Content Link sends a copy of its document with `_editingUrl` added to
 * every selection of a type that has it (every record, as the schema says), and the mappers read it where
 * they map an image or a block (`fieldEditingUrl`).
 */

const EDITING_URL = '_editingUrl';

let schema: GraphQLSchema | null | undefined;

/** The committed schema (`schema.graphql`, DatoCMS's and the local service's), read once; null when absent. */
function contentSchema(): GraphQLSchema | null {
  if (schema === undefined) {
    try {
      schema = buildSchema(readFileSync(join(process.cwd(), 'schema.graphql'), 'utf8'));
    } catch (error) {
      console.warn(`[content] schema.graphql could not be read, so images carry no editing URL in draft mode: ${(error as Error).message}`);
      schema = null;
    }
  }
  return schema;
}

const withUrls = new WeakMap<DocumentNode, DocumentNode>();

function selectsEditingUrl(selectionSet: SelectionSetNode): boolean {
  return selectionSet.selections.some(
    (selection) => selection.kind === Kind.FIELD && !selection.alias && selection.name.value === EDITING_URL,
  );
}

/** The document with `_editingUrl` selected on every record (cached per document); the document itself without a schema. */
export function withEditingUrls(document: DocumentNode): DocumentNode {
  const cached = withUrls.get(document);
  if (cached) return cached;
  const known = contentSchema();
  if (!known) return document;
  const typeInfo = new TypeInfo(known);
  const transformed = visit(
    document,
    visitWithTypeInfo(typeInfo, {
      SelectionSet: {
        leave(node) {
          const type = typeInfo.getParentType();
          if (!(isObjectType(type) || isInterfaceType(type)) || !type.getFields()[EDITING_URL] || selectsEditingUrl(node)) return undefined;
          return { ...node, selections: [...node.selections, { kind: Kind.FIELD, name: { kind: Kind.NAME, value: EDITING_URL } }] };
        },
      },
    }),
  );
  withUrls.set(document, transformed);
  return transformed;
}

function editingUrlOf(record: unknown): string | null {
  const value = (record as { _editingUrl?: unknown } | null | undefined)?._editingUrl;
  if (typeof value !== 'string') return null;
  try {
    // It becomes a link the editor's click opens: only a web address.
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * The editing URL of one of a record's fields, as DatoCMS's markers name it (`<_editingUrl>#fieldPath=<api
 * key>`), or undefined when the answer has no `_editingUrl` (published content, no Content Link).
 */
export function fieldEditingUrl(record: unknown, fieldApiKey: string): string | undefined {
  const url = editingUrlOf(record);
  if (!url) return undefined;
  return `${url.split('#')[0]}#fieldPath=${fieldApiKey}`;
}
