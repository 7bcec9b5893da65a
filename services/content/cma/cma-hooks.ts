import { apiError } from '../http/api-error';
import { invalidField, pick } from './cma-schema-rules';
import { newCmaId, type Attributes, type StoredResource } from './cma-store';

/**
 * The CMA's webhooks (the project's, `/webhooks`) and plugins (an environment's, `/plugins`), as far as
 * provisioning an editor's hooks needs them: list, create, find, update, destroy, with DatoCMS's checks of
 * what a webhook must have (a name, an http(s) URL, events, headers as strings) and a plugin (a package name
 * or a name and URL; parameters an object).
 */

const WEBHOOK_CREATE = [
  'name',
  'url',
  'custom_payload',
  'headers',
  'events',
  'http_basic_user',
  'http_basic_password',
  'enabled',
  'payload_api_version',
  'nested_items_in_payload',
  'auto_retry',
] as const;
const PLUGIN_CREATE = [
  'package_name',
  'name',
  'description',
  'url',
  'permissions',
  'plugin_type',
  'field_types',
  'parameter_definitions',
  'package_version',
] as const;
const PLUGIN_UPDATE = ['name', 'description', 'url', 'parameters', 'package_version', 'permissions'] as const;

const ENTITY_TYPES = ['item_type', 'item', 'upload', 'build_trigger', 'environment', 'maintenance_mode', 'sso_user', 'cda_cache_tags'];

function httpUrl(value: unknown, field: string): void {
  let url: URL | null = null;
  try {
    url = typeof value === 'string' ? new URL(value) : null;
  } catch {
    url = null;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol))
    throw invalidField(field, 'VALIDATION_FORMAT', `"${field}" must be an http(s) URL`);
}

function checkWebhook(attributes: Attributes): void {
  if (typeof attributes.name !== 'string' || !attributes.name.trim())
    throw invalidField('name', 'VALIDATION_REQUIRED', '"name" is required');
  httpUrl(attributes.url, 'url');
  const headers = attributes.headers ?? {};
  if (
    typeof headers !== 'object' ||
    headers === null ||
    Array.isArray(headers) ||
    !Object.values(headers).every((value) => typeof value === 'string')
  )
    throw invalidField('headers', 'VALIDATION_INVALID', '"headers" must be an object of strings');
  const events = attributes.events;
  if (!Array.isArray(events) || events.length === 0)
    throw invalidField('events', 'VALIDATION_REQUIRED', '"events" must name at least one event');
  for (const event of events as { entity_type?: unknown; event_types?: unknown }[]) {
    if (typeof event?.entity_type !== 'string' || !ENTITY_TYPES.includes(event.entity_type) || !Array.isArray(event.event_types))
      throw invalidField('events', 'VALIDATION_INVALID', 'Each event needs a known "entity_type" and "event_types"');
  }
}

function newWebhook(attributes: Attributes): StoredResource {
  return {
    id: newCmaId(),
    attributes: {
      custom_payload: null,
      headers: {},
      http_basic_user: null,
      http_basic_password: null,
      enabled: true,
      payload_api_version: '3',
      nested_items_in_payload: false,
      auto_retry: true,
      ...attributes,
    },
  };
}

function newPlugin(attributes: Attributes): StoredResource {
  const packageName = typeof attributes.package_name === 'string' ? attributes.package_name : null;
  if (!packageName && (typeof attributes.name !== 'string' || !attributes.name.trim()))
    throw invalidField('name', 'VALIDATION_REQUIRED', 'A plugin needs a "package_name", or a "name" and "url"');
  if (!packageName) httpUrl(attributes.url, 'url');
  return {
    id: newCmaId(),
    attributes: {
      name: packageName ?? attributes.name,
      description: null,
      url: attributes.url ?? null,
      package_name: packageName,
      package_version: attributes.package_version ?? null,
      permissions: [],
      parameters: {},
      ...attributes,
    },
  };
}

export function webhookResource(webhook: StoredResource) {
  return { id: webhook.id, type: 'webhook', attributes: webhook.attributes };
}

export function pluginResource(plugin: StoredResource) {
  return { id: plugin.id, type: 'plugin', attributes: plugin.attributes, meta: { version: '2' } };
}

/** What a request to `/webhooks` or `/plugins` does to a list of them: the answer's status and body. */
export function changeResources(
  kind: 'webhook' | 'plugin',
  list: StoredResource[],
  method: string,
  id: string | undefined,
  data: { attributes?: unknown } | null,
): { status: number; body: unknown } {
  const resource = kind === 'webhook' ? webhookResource : pluginResource;
  if (!id) {
    if (method === 'GET') return { status: 200, body: { data: list.map(resource) } };
    if (method !== 'POST' || !data) throw apiError(405, 'METHOD_NOT_ALLOWED', `${method} is not allowed here`);
    const attributes = pick(data.attributes, kind === 'webhook' ? WEBHOOK_CREATE : PLUGIN_CREATE, kind);
    if (kind === 'webhook') checkWebhook(attributes);
    const created = kind === 'webhook' ? newWebhook(attributes) : newPlugin(attributes);
    list.push(created);
    return { status: 201, body: { data: resource(created) } };
  }
  const found = list.find((candidate) => candidate.id === id);
  if (!found) throw apiError(404, 'NOT_FOUND', `${kind === 'webhook' ? 'Webhook' : 'Plugin'} "${id.slice(0, 40)}" not found`);
  if (method === 'GET') return { status: 200, body: { data: resource(found) } };
  if (method === 'PUT' && data) {
    const changes = pick(data.attributes, kind === 'webhook' ? WEBHOOK_CREATE : PLUGIN_UPDATE, kind);
    const next = { ...found.attributes, ...changes };
    if (kind === 'webhook') checkWebhook(next);
    if (kind === 'plugin' && (typeof next.parameters !== 'object' || next.parameters === null || Array.isArray(next.parameters)))
      throw invalidField('parameters', 'VALIDATION_INVALID', '"parameters" must be an object');
    found.attributes = next;
    return { status: 200, body: { data: resource(found) } };
  }
  if (method === 'DELETE') {
    list.splice(list.indexOf(found), 1);
    return { status: 200, body: { data: resource(found) } };
  }
  throw apiError(405, 'METHOD_NOT_ALLOWED', `${method} is not allowed here`);
}
