import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, sendJson } from '../../shared/http-service';
import { apiError, notImplemented } from '../http/api-error';
import { retryAfterSeconds, type SecretThrottle } from '../http/secret-throttle';
import { changeResources } from './cma-hooks';
import {
  checkField,
  checkItemType,
  FIELD_ATTRIBUTES,
  invalidField,
  ITEM_TYPE_ATTRIBUTES,
  newField,
  newItemType,
  pick,
} from './cma-schema-rules';
import { createEnvironmentRoutes } from './cma-environments';
import { notFound, readData } from './cma-request';
import { newCmaId, type CmaStore, type StoredEnvironment, type StoredField, type StoredItemType } from './cma-store';

/**
 * DatoCMS's Content Management API for the schema, under `/cma` on the local content service, as
 * `@datocms/cma-client-node` calls it (its `baseUrl` pointed at `<content service>/cma`):
 *
 *   GET/PUT  /site                                   the environment's locales
 *   GET/POST /item-types, GET/PUT/DELETE /item-types/:id_or_api_key
 *   GET/POST /item-types/:id/fields, GET/PUT/DELETE /fields/:id_or_model::field
 *   GET/POST /webhooks, GET/PUT/DELETE /webhooks/:id (the project's); the same for /plugins (an environment's)
 *   GET /environments, GET /environments/:id, POST /environments/:id/fork, PUT /environments/:id/promote,
 *   PUT /environments/:id/rename, DELETE /environments/:id
 *   GET /maintenance-mode, PUT /maintenance-mode/activate, PUT /maintenance-mode/deactivate
 *   GET /job-results/:id
 *
 * Bodies are JSON:API; `X-Environment` picks the environment (the primary when absent). Writes that DatoCMS
 * runs as jobs (site, model update and destroy, field create, update and destroy, fork, environment destroy)
 * answer `202` with a job whose result `/job-results/:id` holds; the change is applied before the 202, so the
 * first poll finds it. Only the full-access token (the admin token) is let in; the delivery token and any
 * other are a 401 with DatoCMS's error body, and wrong tokens count towards the address's lockout like the
 * editor API's.
 */

export const CMA_PREFIX = '/cma';
const MAX_JOBS = 1_000;
/** DatoCMS CMA resources the local service does not answer yet: a 501 naming them, not a 404. */
const NOT_YET = [
  'items',
  'uploads',
  'upload-requests',
  'item-versions',
  'fieldsets',
  'menu-items',
  'schema-menu-items',
  'roles',
  'access-tokens',
  'users',
  'build-triggers',
  'workflows',
  'upload-collections',
  'upload-tags',
  'search-indexes',
];

type Json = Record<string, unknown>;

interface JobResult {
  status: number;
  payload: unknown;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function itemTypeResource(environment: StoredEnvironment, itemType: StoredItemType) {
  const fields = environment.fields
    .filter((field) => field.itemTypeId === itemType.id)
    .sort((a, b) => Number(a.attributes.position) - Number(b.attributes.position))
    .map((field) => ({ type: 'field', id: field.id }));
  return {
    id: itemType.id,
    type: 'item_type',
    attributes: itemType.attributes,
    relationships: {
      fields: { data: fields },
      fieldsets: { data: [] },
      singleton_item: { data: null },
      ordering_field: { data: null },
      title_field: { data: null },
      presentation_title_field: { data: null },
      presentation_image_field: { data: null },
      image_preview_field: { data: null },
      excerpt_field: { data: null },
      workflow: { data: null },
    },
    meta: { has_singleton_item: false },
  };
}

function fieldResource(field: StoredField) {
  return {
    id: field.id,
    type: 'field',
    attributes: field.attributes,
    relationships: { item_type: { data: { type: 'item_type', id: field.itemTypeId } }, fieldset: { data: null } },
  };
}

export function createCmaHandler(store: CmaStore, token: string, guesses: SecretThrottle) {
  const jobs = new Map<string, JobResult>();
  let nextJob = 1;

  function job(res: ServerResponse, status: number, payload: unknown): void {
    const id = String(nextJob++);
    jobs.set(id, { status, payload });
    if (jobs.size > MAX_JOBS) jobs.delete(jobs.keys().next().value as string);
    sendJson(res, 202, { data: { type: 'job', id } });
  }

  function authorise(req: IncomingMessage): void {
    const header = req.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    if (!match?.[1]) throw apiError(401, 'INVALID_AUTHORIZATION_HEADER', 'Send the API token as "Authorization: Bearer <token>"');
    const wait = guesses.wait(req);
    if (wait > 0) {
      const seconds = retryAfterSeconds(wait);
      throw new HttpError(429, `Too many wrong API tokens from this address; try again in ${seconds} seconds`, {
        ...(apiError(429, 'RATE_LIMIT_EXCEEDED', 'Too many wrong API tokens from this address').extra as Json),
        retryAfter: seconds,
      });
    }
    if (!sameSecret(match[1], token)) {
      guesses.failed(req);
      throw apiError(
        401,
        'INVALID_AUTHORIZATION_HEADER',
        'The API token is not valid for the Content Management API (a full-access token is needed)',
      );
    }
    guesses.succeeded(req);
  }

  function environmentOf(req: IncomingMessage): StoredEnvironment {
    const header = req.headers['x-environment'];
    const name = (Array.isArray(header) ? header[0] : header)?.trim() || store.primary;
    const environment = store.environment(name);
    if (!environment) throw apiError(404, 'NOT_FOUND', `Environment "${name.slice(0, 60)}" not found`);
    return environment;
  }

  function findItemType(environment: StoredEnvironment, idOrApiKey: string): StoredItemType {
    const found = environment.itemTypes.find((itemType) => itemType.id === idOrApiKey || itemType.attributes.api_key === idOrApiKey);
    if (!found) throw notFound(`Model "${idOrApiKey.slice(0, 60)}"`);
    return found;
  }

  function findField(environment: StoredEnvironment, idOrKey: string): StoredField {
    const [model, apiKey] = idOrKey.includes('::') ? idOrKey.split('::') : [null, null];
    const found = environment.fields.find((field) =>
      model ? field.attributes.api_key === apiKey && findItemType(environment, model).id === field.itemTypeId : field.id === idOrKey,
    );
    if (!found) throw notFound(`Field "${idOrKey.slice(0, 60)}"`);
    return found;
  }

  /** Writes go to the environment object the store holds, then the store saves. */
  function inEnvironment<T>(environment: StoredEnvironment, change: (target: StoredEnvironment) => T): T {
    return store.write((state) => change(state.environments.find((candidate) => candidate.id === environment.id) as StoredEnvironment));
  }

  async function site(req: IncomingMessage, res: ServerResponse, method: string): Promise<void> {
    const environment = environmentOf(req);
    const resource = () => ({
      data: {
        id: 'local',
        type: 'site',
        attributes: { name: 'Glans', locales: environment.locales, timezone: 'Europe/Stockholm', internal_domain: null },
        relationships: { item_types: { data: environment.itemTypes.map((itemType) => ({ type: 'item_type', id: itemType.id })) } },
      },
    });
    if (method === 'GET') return sendJson(res, 200, resource());
    if (method !== 'PUT') throw apiError(405, 'METHOD_NOT_ALLOWED', `${method} /site is not allowed`);
    const data = await readData(req, 'site');
    const attributes = pick(data.attributes, ['locales', 'name', 'timezone', 'theme', 'no_index', 'favicon'], 'site');
    if (attributes.locales !== undefined) {
      const locales = attributes.locales;
      if (
        !Array.isArray(locales) ||
        locales.length === 0 ||
        !locales.every((locale) => typeof locale === 'string' && /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(locale))
      )
        throw invalidField('locales', 'VALIDATION_INVALID', '"locales" must be a non-empty list of locale codes');
      inEnvironment(environment, (target) => (target.locales = [...(locales as string[])]));
    }
    job(res, 200, resource());
  }

  async function itemTypes(req: IncomingMessage, res: ServerResponse, method: string, parts: string[]): Promise<void> {
    const environment = environmentOf(req);
    const [idOrKey, sub] = parts;
    if (!idOrKey) {
      if (method === 'GET')
        return sendJson(res, 200, { data: environment.itemTypes.map((itemType) => itemTypeResource(environment, itemType)) });
      if (method !== 'POST') throw apiError(405, 'METHOD_NOT_ALLOWED', `${method} /item-types is not allowed`);
      const data = await readData(req, 'item_type');
      const attributes = pick(data.attributes, ITEM_TYPE_ATTRIBUTES, 'model');
      checkItemType(environment, attributes, null);
      const created = inEnvironment(environment, (target) => {
        const itemType = newItemType(typeof data.id === 'string' && data.id ? data.id : newCmaId(), attributes);
        target.itemTypes.push(itemType);
        return itemType;
      });
      return sendJson(res, 201, { data: itemTypeResource(environment, created) });
    }
    const itemType = findItemType(environment, decodeURIComponent(idOrKey));
    if (sub === 'fields') return fields(req, res, method, environment, itemType);
    if (sub) throw notFound(`/item-types/${idOrKey}/${sub}`);
    if (method === 'GET') return sendJson(res, 200, { data: itemTypeResource(environment, itemType) });
    if (method === 'PUT') {
      const data = await readData(req, 'item_type');
      const changes = pick(data.attributes, ITEM_TYPE_ATTRIBUTES, 'model');
      checkItemType(environment, { ...itemType.attributes, ...changes }, itemType.id);
      inEnvironment(environment, (target) => {
        const stored = target.itemTypes.find((candidate) => candidate.id === itemType.id) as StoredItemType;
        stored.attributes = { ...stored.attributes, ...changes };
      });
      return job(res, 200, { data: itemTypeResource(environment, findItemType(environment, itemType.id)) });
    }
    if (method === 'DELETE') {
      const linked = environment.fields.find(
        (field) => field.itemTypeId !== itemType.id && JSON.stringify(field.attributes.validators ?? {}).includes(`"${itemType.id}"`),
      );
      if (linked)
        throw apiError(
          422,
          'ITEM_TYPE_REFERENCED',
          `Model "${String(itemType.attributes.api_key)}" is named by field ${String(linked.attributes.api_key)} of another model`,
        );
      const gone = itemTypeResource(environment, itemType);
      inEnvironment(environment, (target) => {
        target.itemTypes = target.itemTypes.filter((candidate) => candidate.id !== itemType.id);
        target.fields = target.fields.filter((field) => field.itemTypeId !== itemType.id);
      });
      return job(res, 200, { data: gone });
    }
    throw apiError(405, 'METHOD_NOT_ALLOWED', `${method} /item-types/:id is not allowed`);
  }

  async function fields(
    req: IncomingMessage,
    res: ServerResponse,
    method: string,
    environment: StoredEnvironment,
    itemType: StoredItemType,
  ): Promise<void> {
    if (method === 'GET') {
      const own = environment.fields
        .filter((field) => field.itemTypeId === itemType.id)
        .sort((a, b) => Number(a.attributes.position) - Number(b.attributes.position));
      return sendJson(res, 200, { data: own.map(fieldResource) });
    }
    if (method !== 'POST') throw apiError(405, 'METHOD_NOT_ALLOWED', `${method} /item-types/:id/fields is not allowed`);
    const data = await readData(req, 'field');
    const attributes = pick(data.attributes, FIELD_ATTRIBUTES, 'field');
    checkField(environment, itemType.id, attributes, null);
    const created = inEnvironment(environment, (target) => {
      const field = newField(target, typeof data.id === 'string' && data.id ? data.id : newCmaId(), itemType.id, attributes);
      target.fields.push(field);
      return field;
    });
    job(res, 201, { data: fieldResource(created) });
  }

  async function field(req: IncomingMessage, res: ServerResponse, method: string, idOrKey: string): Promise<void> {
    const environment = environmentOf(req);
    const found = findField(environment, decodeURIComponent(idOrKey));
    if (method === 'GET') return sendJson(res, 200, { data: fieldResource(found) });
    if (method === 'PUT') {
      const data = await readData(req, 'field');
      const changes = pick(data.attributes, FIELD_ATTRIBUTES, 'field');
      checkField(environment, found.itemTypeId, { ...found.attributes, ...changes }, found.id);
      const updated = inEnvironment(environment, (target) => {
        const stored = target.fields.find((candidate) => candidate.id === found.id) as StoredField;
        stored.attributes = { ...stored.attributes, ...changes };
        return stored;
      });
      return job(res, 200, { data: fieldResource(updated) });
    }
    if (method === 'DELETE') {
      inEnvironment(environment, (target) => (target.fields = target.fields.filter((candidate) => candidate.id !== found.id)));
      return job(res, 200, { data: fieldResource(found) });
    }
    throw apiError(405, 'METHOD_NOT_ALLOWED', `${method} /fields/:id is not allowed`);
  }

  const { environments, maintenance } = createEnvironmentRoutes(store, job);

  async function hooks(req: IncomingMessage, res: ServerResponse, method: string, kind: 'webhook' | 'plugin', id: string | undefined) {
    const environment = kind === 'plugin' ? environmentOf(req) : null;
    const data = method === 'POST' || method === 'PUT' ? await readData(req, kind) : null;
    const answer = (method === 'GET' ? store.read.bind(store) : store.write.bind(store))((state) => {
      if (kind === 'webhook') return changeResources(kind, (state.webhooks ??= []), method, id, data);
      const target = state.environments.find((candidate) => candidate.id === environment!.id) as StoredEnvironment;
      return changeResources(kind, (target.plugins ??= []), method, id, data);
    });
    sendJson(res, answer.status, answer.body);
  }

  return async function handleCma(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    try {
      authorise(req);
    } catch (error) {
      // A locked-out address is told when to come back, as DatoCMS's client reads it (Retry-After).
      if (error instanceof HttpError && error.status === 429) {
        const { retryAfter, ...body } = error.extra;
        return sendJson(res, 429, { message: error.message, status: 429, ...body }, { 'retry-after': String(retryAfter) });
      }
      throw error;
    }
    const method = req.method ?? 'GET';
    const [resource, ...parts] = url.pathname.slice(CMA_PREFIX.length).split('/').filter(Boolean);
    switch (resource) {
      case 'site':
        return site(req, res, method);
      case 'item-types':
        return itemTypes(req, res, method, parts);
      case 'fields':
        if (!parts[0]) throw notFound('/fields');
        return field(req, res, method, parts[0]);
      case 'environments':
        return environments(req, res, method, url, parts);
      case 'webhooks':
        return hooks(req, res, method, 'webhook', parts[0]);
      case 'plugins':
        return hooks(req, res, method, 'plugin', parts[0]);
      case 'maintenance-mode':
        return maintenance(res, method, parts[0]);
      case 'job-results': {
        const result = parts[0] ? jobs.get(parts[0]) : undefined;
        if (!result) throw notFound(`Job result "${(parts[0] ?? '').slice(0, 40)}"`);
        return sendJson(res, 200, {
          data: { id: parts[0], type: 'job_result', attributes: { status: result.status, payload: result.payload } },
        });
      }
      default:
        if (resource && NOT_YET.includes(resource))
          throw notImplemented(`The CMA's /${resource}`, 'records, uploads and the rest come with the content import');
        throw notFound(`${CMA_PREFIX}/${(resource ?? '').slice(0, 60)}`);
    }
  };
}
