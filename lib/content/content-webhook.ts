import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { isRecord } from '../is-record';

/**
 * The content webhook to `/api/revalidate` (DatoCMS webhooks, and the local content service's publish):
 * who may call it, and which cache tags a call names.
 *
 * Accepted bodies:
 * - a DatoCMS "CDA cache tags" invalidation:
 *     { "entity_type": "cda_cache_tags", "event_type": "invalidate", "entity": { "attributes": { "tags": [...] } } }
 * - a DatoCMS record event (`entity_type: "item"`, `event_type` create/update/publish/unpublish/delete):
 *     { "entity_type": "item", "event_type": "publish", "entity": { "id": "123", "relationships": {
 *       "item_type": { "data": { "id": "456" } } } }, "related_entities": [{ "id": "456", "type": "item_type",
 *       "attributes": { "api_key": "blog_article" } }] }
 *   which names no cache tag: DatoCMS's cache tags are opaque, so a record event cannot be matched to
 *   the cached queries that read the record, and the route revalidates all content for it.
 * Other entity types are answered as ignored; a body of neither shape is a 400.
 */

export type ContentWebhookEvent =
  | { kind: 'cache_tags'; tags: string[] }
  | { kind: 'record'; event: string; recordId: string; modelApiKey: string | null; tags: string[] }
  | { kind: 'ignored'; reason: string };

export class WebhookPayloadError extends Error {
  override name = 'WebhookPayloadError';
}

const MAX_TAGS = 10_000;
const MAX_TAG_LENGTH = 256;
const RECORD_EVENTS = ['create', 'update', 'publish', 'unpublish', 'delete'];
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const API_KEY = /^[a-z][a-z0-9_]{0,63}$/;

function describe(value: unknown): string {
  return typeof value === 'string' ? `"${value.slice(0, 40)}"` : typeof value;
}

export function parseContentWebhook(body: unknown): ContentWebhookEvent {
  if (!isRecord(body)) throw new WebhookPayloadError('The body must be a JSON object with "entity_type", "event_type" and "entity"');
  const entityType = body.entity_type;
  const eventType = body.event_type;
  if (typeof entityType !== 'string' || typeof eventType !== 'string') {
    throw new WebhookPayloadError('The body needs string "entity_type" and "event_type" fields');
  }
  const entity = body.entity;

  if (entityType === 'cda_cache_tags') {
    if (eventType !== 'invalidate') return { kind: 'ignored', reason: `cda_cache_tags event ${describe(eventType)} is not handled` };
    const tags = isRecord(entity) && isRecord(entity.attributes) ? entity.attributes.tags : undefined;
    if (!Array.isArray(tags)) throw new WebhookPayloadError('A cache tag invalidation needs "entity.attributes.tags": [string, …]');
    if (tags.length > MAX_TAGS) throw new WebhookPayloadError(`At most ${MAX_TAGS} tags per call`);
    for (const tag of tags) {
      if (typeof tag !== 'string' || tag === '' || tag.length > MAX_TAG_LENGTH || /\s/.test(tag)) {
        throw new WebhookPayloadError(`Every tag must be a non-empty string of at most ${MAX_TAG_LENGTH} characters without spaces`);
      }
    }
    return { kind: 'cache_tags', tags: [...new Set(tags as string[])] };
  }

  if (entityType === 'item') {
    if (!RECORD_EVENTS.includes(eventType)) return { kind: 'ignored', reason: `item event ${describe(eventType)} is not handled` };
    const recordId = isRecord(entity) ? entity.id : undefined;
    if (typeof recordId !== 'string' || !ID.test(recordId)) throw new WebhookPayloadError('A record event needs "entity.id"');
    const modelApiKey = modelOf(entity as Record<string, unknown>, body.related_entities);
    return { kind: 'record', event: eventType, recordId, modelApiKey, tags: [] };
  }

  return { kind: 'ignored', reason: `entity type ${describe(entityType)} is not handled` };
}

/** The record's model API key (for the log): from the related item type, or from the local service's `modelApiKey`. */
function modelOf(entity: Record<string, unknown>, related: unknown): string | null {
  const relationships = isRecord(entity.relationships) ? entity.relationships : {};
  const itemType = isRecord(relationships.item_type) && isRecord(relationships.item_type.data) ? relationships.item_type.data.id : undefined;
  if (Array.isArray(related)) {
    for (const candidate of related) {
      if (!isRecord(candidate) || candidate.type !== 'item_type') continue;
      if (itemType !== undefined && candidate.id !== itemType) continue;
      const apiKey = isRecord(candidate.attributes) ? candidate.attributes.api_key : undefined;
      if (typeof apiKey === 'string' && API_KEY.test(apiKey)) return apiKey;
    }
  }
  const own = isRecord(entity.attributes) ? entity.attributes.model_api_key : entity.modelApiKey;
  return typeof own === 'string' && API_KEY.test(own) ? own : null;
}

/** Compares a presented secret with the expected one in constant time (for equal lengths). */
export function secretsMatch(given: string | null | undefined, expected: string): boolean {
  if (typeof given !== 'string' || given === '' || expected === '') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  // Compare against itself when the lengths differ, so the time does not tell the length apart.
  return a.length === b.length ? timingSafeEqual(a, b) : (timingSafeEqual(b, b), false);
}

/**
 * The secret a webhook call presents: `Authorization: Bearer <secret>`, or HTTP basic authentication
 * (DatoCMS webhooks' "HTTP basic auth" setting) with the secret as the password.
 */
export function presentedWebhookSecret(authorization: string | null): string | null {
  if (!authorization) return null;
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  if (bearer?.[1]) return bearer[1];
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization);
  if (basic?.[1]) {
    const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    return colon >= 0 ? decoded.slice(colon + 1) : null;
  }
  return null;
}
