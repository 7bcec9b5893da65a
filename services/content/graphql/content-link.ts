import { vercelStegaCombine } from '@vercel/stega';
import { GraphQLObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import type { MediaAsset, StructuredTextValue } from '../../seed/catalogue-types';
import type { FieldDefinition, ModelDefinition } from '../schema/definition-types';
import { MODELS } from '../schema/model-definitions';
import type { AnyVersion } from '../store/record-types';
import type { EditingOptions, RequestContext } from './request-context';

/**
 * DatoCMS Content Link on the local service. With `X-Base-Editing-Url` a record answers `_editingUrl`
 * (`<base>/editor/item_types/<model id>/items/<record id>/edit`); with `X-Visual-Editing` as well, the
 * strings DatoCMS marks carry `@vercel/stega` markers, `{ origin: "datocms.com", href: <editing URL>#fieldPath=<api key>[.<locale>] }`:
 * - single- and multi-line text fields of records that are not empty and have no format validator;
 * - structured text: the last span of the first paragraph, heading, list, code or blockquote node;
 * - the alt and title of an upload reached through a record's field (the href names that field).
 * Never slugs, JSON, numbers, dates, SEO fields, links, fields with `contentLinkEnabled: false`, nor
 * block fields. The local models have no ids of their own, so a model's id is a stable number derived
 * from its API key (`modelId`), which the editor page (http/editor-page.ts) reads back.
 */

export type { EditingOptions } from './request-context';

export const STEGA_ORIGIN = 'datocms.com';
/** The locale code of the one locale, as DatoCMS writes it in a field path. */
export const LOCALE_CODE = 'sv-SE';

/** A stable numeric id for a model (FNV-1a of its API key), as DatoCMS item types have numeric ids. */
export function modelId(apiKey: string): string {
  let hash = 0x811c9dc5;
  for (const char of apiKey) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return String(hash);
}

const MODEL_BY_ID = new Map(MODELS.map((model) => [modelId(model.apiKey), model]));
if (MODEL_BY_ID.size !== MODELS.length) throw new Error('Two models share a Content Link model id; change modelId');

export function modelById(id: string): ModelDefinition | undefined {
  return MODEL_BY_ID.get(id);
}

/** A GraphQL field name as a DatoCMS API key (`headerImage` → `header_image`). */
export function fieldApiKey(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

export function editingUrl(baseUrl: string, modelApiKey: string, recordId: string): string {
  return `${baseUrl}/editor/item_types/${modelId(modelApiKey)}/items/${encodeURIComponent(recordId)}/edit`;
}

function fieldHref(editing: EditingOptions, version: { modelApiKey: string; id: string }, field: FieldDefinition): string {
  const path = field.localized ? `${fieldApiKey(field.name)}.${LOCALE_CODE}` : fieldApiKey(field.name);
  return `${editingUrl(editing.baseUrl, version.modelApiKey, version.id)}#fieldPath=${path}`;
}

/** The value with a marker appended; empty values stay as they are (DatoCMS marks non-empty ones). */
export function mark(value: unknown, href: string): unknown {
  if (typeof value !== 'string' || value === '') return value;
  return vercelStegaCombine(value, { origin: STEGA_ORIGIN, href }, false);
}

interface DastNode {
  type: string;
  value?: string;
  children?: DastNode[];
}

const MARKED_NODE_TYPES = new Set(['paragraph', 'heading', 'list', 'code', 'blockquote']);

function lastSpan(node: DastNode): DastNode | null {
  if (node.type === 'span' && typeof node.value === 'string' && node.value !== '') return node;
  for (const child of [...(node.children ?? [])].reverse()) {
    const found = lastSpan(child);
    if (found) return found;
  }
  return null;
}

/** A copy of a structured text value whose first paragraph/heading/list/code/blockquote's last span is marked. */
export function markStructuredText<T extends StructuredTextValue>(value: T, href: string): T {
  const document = structuredClone(value.value.document) as unknown as DastNode;
  for (const node of document.children ?? []) {
    if (!MARKED_NODE_TYPES.has(node.type)) continue;
    const span = lastSpan(node);
    if (!span) continue;
    span.value = mark(span.value, href) as string;
    break;
  }
  return { ...value, value: { ...value.value, document: document as unknown as T['value']['document'] } };
}

/** Where an upload was reached from, kept on the copy of the upload a record's field hands out. */
const UPLOAD_HOST = Symbol('uploadHost');
type HostedAsset = MediaAsset & { [UPLOAD_HOST]?: string };

/** The marker href of an upload's alt and title: the record field it was reached through. */
export function uploadHref(asset: MediaAsset): string | undefined {
  return (asset as HostedAsset)[UPLOAD_HOST];
}

function hostUpload(asset: unknown, href: string): unknown {
  if (asset === null || typeof asset !== 'object') return asset;
  return { ...(asset as MediaAsset), [UPLOAD_HOST]: href } satisfies HostedAsset;
}

/** The kind of Content Link a record field gets, or null for none. */
function linkKind(model: ModelDefinition, field: FieldDefinition): 'text' | 'structuredText' | 'upload' | null {
  if (model.kind === 'block' || field.contentLinkEnabled === false || field.format) return null;
  if (field.structuredText) return 'structuredText';
  if (field.type === 'FileField' || field.type === '[FileField!]!') return 'upload';
  if (field.type === 'String' && field.name !== 'slug' && field.filter !== 'slug') return 'text';
  return null;
}

type Resolver = GraphQLFieldResolver<unknown, RequestContext>;

/** Applies `change` to a resolver's value, also when the resolver answers a promise. */
function mapValue(value: unknown, change: (resolved: unknown) => unknown): unknown {
  if (value instanceof Promise) return value.then(change);
  return change(value);
}

function withContentLink(resolve: Resolver, kind: 'text' | 'structuredText' | 'upload', field: FieldDefinition): Resolver {
  return (source, args, context, info) => {
    const value = resolve(source, args, context, info);
    const editing = context.editing;
    if (!editing?.visual) return value;
    const href = fieldHref(editing, source as AnyVersion, field);
    return mapValue(value, (resolved) => {
      if (resolved === null || resolved === undefined) return resolved;
      if (kind === 'text') return mark(resolved, href);
      if (kind === 'structuredText') return markStructuredText(resolved as StructuredTextValue, href);
      return Array.isArray(resolved) ? resolved.map((asset) => hostUpload(asset, href)) : hostUpload(resolved, href);
    });
  };
}

/**
 * Installs Content Link on the executable schema: the record fields DatoCMS marks are wrapped so that a
 * request with visual editing gets markers, `_editingUrl` answers with `X-Base-Editing-Url`, and an
 * upload's `alt`/`title` (also in `responsiveImage`) carry the marker of the field they were reached by.
 */
export function installContentLink(schema: GraphQLSchema, fallback: Resolver): void {
  for (const model of MODELS) {
    const type = schema.getType(`${model.name}Record`);
    if (!(type instanceof GraphQLObjectType)) continue;
    const fields = type.getFields();
    const editingField = fields._editingUrl;
    if (editingField && model.kind !== 'block') {
      editingField.resolve = (source, _args, context: RequestContext) => {
        const version = source as AnyVersion;
        return context.editing ? editingUrl(context.editing.baseUrl, version.modelApiKey, version.id) : null;
      };
    }
    for (const field of model.fields) {
      const kind = linkKind(model, field);
      const schemaField = fields[field.name];
      if (!kind || !schemaField) continue;
      schemaField.resolve = withContentLink((schemaField.resolve as Resolver | undefined) ?? fallback, kind, field);
    }
  }
  const file = schema.getType('FileField');
  if (file instanceof GraphQLObjectType) {
    const fields = file.getFields();
    for (const name of ['alt', 'title', 'responsiveImage']) {
      const schemaField = fields[name];
      if (!schemaField?.resolve) continue;
      const resolve = schemaField.resolve as Resolver;
      schemaField.resolve = (source, args, context, info) => {
        const value = resolve(source, args, context, info);
        const href = uploadHref(source as MediaAsset);
        if (!href) return value;
        return mapValue(value, (resolved) => {
          if (name !== 'responsiveImage') return mark(resolved, href);
          if (resolved === null || typeof resolved !== 'object') return resolved;
          const image = resolved as { alt?: unknown; title?: unknown };
          return { ...image, alt: mark(image.alt, href), title: mark(image.title, href) };
        });
      };
    }
  }
}
