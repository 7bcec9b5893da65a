import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, parseJson, readBody, sendJson } from '../../shared/http-service';
import { applyFieldPatch, FieldPatchError } from '../admin/field-patch';
import { fireRevalidateWebhook, publishTags, type WebhookResult, type WebhookTarget } from '../admin/revalidate-webhook';
import { modelByApiKey } from '../schema/model-definitions';
import type { ContentStore } from '../store/content-store';
import type { ModelApiKey, ModelFields, StoredRecord } from '../store/record-types';
import { retryAfterSeconds, SecretThrottle } from './secret-throttle';

/**
 * The editor (admin) API of the local content service (see the README):
 *
 *   GET  /admin/records?model=<api_key>[&slug=<slug>]  → { records: [{ id, modelApiKey, published, draft }] }
 *   GET  /admin/records/{id}                           → { id, modelApiKey, published, draft } | 404
 *   POST /admin/records/{id}/draft    { "fields": {…} } → the saved draft | 400 bad field | 404
 *   POST /admin/records/{id}/publish                    → { published, webhook } | 409 no draft | 404
 *   PUT or POST /admin/records/{id}/unpublish           → { draft, webhook } | 409 not published | 404
 *
 * Every route needs `Authorization: Bearer <CONTENT_ADMIN_TOKEN>` (401 `{ error }` otherwise); after a few
 * wrong tokens from one address, its tries are refused for a while with 429 and `Retry-After`
 * (secret-throttle.ts). Errors are `{ error }` with a 4xx status. A publish or an unpublish fires the
 * cache-tag webhook to the storefront (when the service knows its URL) and reports the delivery in the
 * answer. Unpublish is DatoCMS's CMA `PUT /items/:id/unpublish`: the record goes back to a draft holding its
 * latest content; PUT as there, POST as this API's other actions.
 */

export interface AdminOptions {
  token: string;
  webhook: WebhookTarget | null;
  log?: (message: string) => void;
}

const MAX_BODY_BYTES = 512 * 1024;
const MAX_LIST = 500;
const DEFAULT_LIST = 100;
const RECORD_ID = /^[A-Za-z0-9_-]{1,64}$/;

class AdminError extends HttpError {
  constructor(status: number, message: string) {
    super(status, message, { error: message });
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A token is checked only when its address is not locked out for guessing (secret-throttle.ts). */
function checkAdminToken(req: IncomingMessage, token: string, guesses: SecretThrottle): void {
  const header = req.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (!match?.[1]) throw new AdminError(401, 'Missing admin token: send "Authorization: Bearer <CONTENT_ADMIN_TOKEN>"');
  const wait = guesses.wait(req);
  if (wait > 0) {
    const seconds = retryAfterSeconds(wait);
    throw new HttpError(429, `Too many wrong admin tokens from this address; try again in ${seconds} seconds`, { retryAfter: seconds });
  }
  if (!sameSecret(match[1], token)) {
    guesses.failed(req);
    throw new AdminError(401, 'Invalid admin token');
  }
  guesses.succeeded(req);
}

function view(record: StoredRecord) {
  return { id: record.id, modelApiKey: record.modelApiKey, published: record.published, draft: record.draft };
}

function isModel(value: string): value is ModelApiKey {
  return modelByApiKey(value as ModelApiKey) !== undefined;
}

function slugOf(fields: unknown): unknown {
  return (fields as { slug?: unknown } | undefined)?.slug;
}

function intParam(url: URL, name: string, fallback: number, max: number): number {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return fallback;
  if (!/^\d{1,9}$/.test(raw)) throw new AdminError(400, `"${name}" must be a whole number`);
  const value = Number(raw);
  if (value > max) throw new AdminError(400, `"${name}" must be at most ${max}`);
  return value;
}

async function readJsonObject(req: IncomingMessage): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = parseJson(await readBody(req, MAX_BODY_BYTES));
  } catch (error) {
    if (error instanceof HttpError) throw new AdminError(error.status, error.message);
    throw error;
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new AdminError(400, 'The body must be a JSON object { "fields": { … } }');
  return body as Record<string, unknown>;
}

/**
 * What an editor can do to a record, shared by the admin API and the editor page (http/editor-page.ts),
 * so both save and publish the same way (and so fire the webhook and update the channels alike).
 */
export function createAdminActions(store: ContentStore, options: AdminOptions) {
  const log = options.log ?? ((message: string) => console.log(message));

  function listRecords(url: URL) {
    const model = url.searchParams.get('model') ?? '';
    if (!model) throw new AdminError(400, 'Name the model: /admin/records?model=<api_key>[&slug=<slug>]');
    if (!isModel(model)) throw new AdminError(400, `Unknown model "${model.slice(0, 60)}"`);
    const slug = url.searchParams.get('slug');
    const first = intParam(url, 'first', DEFAULT_LIST, MAX_LIST);
    const skip = intParam(url, 'skip', 0, 1_000_000_000);
    let records = store.storedOf(model);
    if (slug !== null) records = records.filter((record) => slugOf(record.published?.fields) === slug || slugOf(record.draft?.fields) === slug);
    return { records: records.slice(skip, skip + first).map(view), total: records.length };
  }

  function findRecord(id: string): StoredRecord {
    const record = RECORD_ID.test(id) ? store.stored(id) : undefined;
    if (!record) throw new AdminError(404, `No record with id "${id.slice(0, 64)}"`);
    return record;
  }

  function saveDraft(record: StoredRecord, patch: unknown) {
    const latest = record.draft ?? record.published;
    if (!latest) throw new AdminError(409, `Record ${record.id} has no version to edit`);
    let fields: ModelFields[ModelApiKey];
    try {
      fields = applyFieldPatch(latest.fields, patch);
    } catch (error) {
      if (error instanceof FieldPatchError) throw new AdminError(400, error.message);
      throw error;
    }
    const slug = slugOf(fields);
    if (typeof slug === 'string' && slug !== slugOf(latest.fields)) {
      const clash = store
        .storedOf(record.modelApiKey)
        .find((other) => other.id !== record.id && (slugOf(other.published?.fields) === slug || slugOf(other.draft?.fields) === slug));
      if (clash) throw new AdminError(400, `The slug "${slug}" is already used by record ${clash.id}`);
    }
    const draft = store.saveDraft(record.modelApiKey, record.id, fields);
    log(`[content] draft saved: ${record.modelApiKey} ${record.id} (${Object.keys(patch as object).join(', ')})`);
    return draft;
  }

  /** Tells the storefront what a publish or an unpublish changed (the cache-tag webhook), and logs it. */
  async function announce(record: StoredRecord, done: 'published' | 'unpublished') {
    const tags = publishTags(record);
    let webhook: WebhookResult | { delivered: false; error: string };
    if (options.webhook) {
      webhook = await fireRevalidateWebhook(options.webhook, tags);
      log(
        `[content] ${done} ${record.modelApiKey} ${record.id}; webhook ${webhook.delivered ? `delivered (${webhook.status}, ${webhook.ms} ms)` : `not delivered: ${webhook.error}`}`,
      );
    } else {
      webhook = { delivered: false, error: 'No storefront URL is configured (STOREFRONT_URL)' };
      log(`[content] ${done} ${record.modelApiKey} ${record.id}; no webhook (STOREFRONT_URL is not set)`);
    }
    return { tags, webhook };
  }

  async function publish(record: StoredRecord) {
    if (!record.draft) throw new AdminError(409, `Record ${record.id} has no draft to publish`);
    store.publish(record.id);
    const published = store.stored(record.id)?.published ?? null;
    return { published, ...(await announce(record, 'published')) };
  }

  /** Withdraws the published version: published reads no longer find the record; its latest content stays as a draft. */
  async function unpublish(record: StoredRecord) {
    if (!record.published) throw new AdminError(409, `Record ${record.id} is not published`);
    store.unpublish(record.id);
    const draft = store.stored(record.id)?.draft ?? null;
    return { draft, ...(await announce(record, 'unpublished')) };
  }

  return { listRecords, findRecord, saveDraft, publish, unpublish };
}

/** `guesses` is shared with the editor page, whose password is the same token. */
export function createAdminHandler(store: ContentStore, options: AdminOptions, guesses = new SecretThrottle()) {
  const { listRecords, findRecord, saveDraft, publish, unpublish } = createAdminActions(store, options);

  async function readDraftPatch(req: IncomingMessage): Promise<unknown> {
    const body = await readJsonObject(req);
    const unknownKeys = Object.keys(body).filter((key) => key !== 'fields');
    if (unknownKeys.length > 0) throw new AdminError(400, `Unknown body keys: ${unknownKeys.join(', ').slice(0, 200)}; send { "fields": { … } }`);
    if (!('fields' in body)) throw new AdminError(400, 'The body needs "fields": { "<field>": <value>, … }');
    return body.fields;
  }

  /** Answers an `/admin/…` request. */
  return async function handleAdmin(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    try {
      checkAdminToken(req, options.token, guesses);
      const parts = url.pathname.replace(/\/+$/, '').split('/').filter(Boolean).map(decodeSegment);
      // parts[0] === 'admin'
      if (parts[1] !== 'records' || parts.length > 4) throw new AdminError(404, `No admin route ${url.pathname.slice(0, 100)}`);
      const method = req.method ?? 'GET';
      if (parts.length === 2) {
        if (method !== 'GET') throw methodNotAllowed('GET');
        sendJson(res, 200, listRecords(url), { 'cache-control': 'no-store' });
        return;
      }
      const record = findRecord(parts[2] ?? '');
      if (parts.length === 3) {
        if (method !== 'GET') throw methodNotAllowed('GET');
        sendJson(res, 200, view(record), { 'cache-control': 'no-store' });
        return;
      }
      const action = parts[3];
      if (action === 'unpublish') {
        if (method !== 'PUT' && method !== 'POST') throw methodNotAllowed('PUT, POST');
        sendJson(res, 200, await unpublish(record), { 'cache-control': 'no-store' });
        return;
      }
      if (action !== 'draft' && action !== 'publish') throw new AdminError(404, `No admin route ${url.pathname.slice(0, 100)}`);
      if (method !== 'POST') throw methodNotAllowed('POST');
      const result = action === 'draft' ? saveDraft(record, await readDraftPatch(req)) : await publish(record);
      sendJson(res, 200, result, { 'cache-control': 'no-store' });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const headers: Record<string, string> = { 'cache-control': 'no-store' };
      if (error.status === 405 && typeof error.extra.allow === 'string') headers.allow = error.extra.allow;
      if (error.status === 429) headers['retry-after'] = String(error.extra.retryAfter);
      if (error.status === 413) headers.connection = 'close';
      sendJson(res, error.status, { error: error.message }, headers);
    }
  };
}

function methodNotAllowed(allow: string): HttpError {
  return new HttpError(405, `Method not allowed; use ${allow}`, { allow });
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new AdminError(400, 'The path is not valid URL encoding');
  }
}
