import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiError, buildClient, type Client } from '@datocms/cma-client-node';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_CONTENT_TOKEN } from '../../lib/config';
import { cacheTagWebhook } from '../../services/content/provision/editor-hooks';
import { promptJobPolling } from '../../services/content/provision/job-polling';
import { startServiceProcess } from '../integration/service-process';

/**
 * The local content service's Content Management API (schema part) against DatoCMS's own client,
 * `@datocms/cma-client-node`: each route the schema sync uses, the jobs the client waits for, the
 * environments, maintenance mode, DatoCMS's refusals, and a restart keeping what was created. Writes go to
 * the empty project the global setup starts (or to a service of this file's own for the restart).
 */

const cma = inject('contentCma');
if (!cma) throw new Error('The global setup starts the content services with their CMA for this project');

/** DatoCMS's client as the schema sync uses it (its job waits shortened: promptJobPolling). */
function client(baseUrl: string, options: { apiToken?: string; environment?: string } = {}): Client {
  const built = buildClient({
    apiToken: options.apiToken ?? cma!.token,
    baseUrl,
    ...(options.environment ? { environment: options.environment } : {}),
  });
  promptJobPolling(built);
  return built;
}

const empty = client(cma.empty);
const demo = client(cma.demo);

async function refusal(promise: Promise<unknown>): Promise<{ status: number; code: string; details: Record<string, unknown> }> {
  try {
    await promise;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const first = error.errors[0];
    return {
      status: error.response.status,
      code: first?.attributes.code ?? '',
      details: (first?.attributes.details ?? {}) as Record<string, unknown>,
    };
  }
  throw new Error('The call was not refused');
}

describe('the schema through the CMA client', () => {
  it('reads the demo project: its locale and the models of the definitions', async () => {
    expect((await demo.site.find()).locales).toEqual(['sv-SE']);
    const itemTypes = await demo.itemTypes.list();
    const family = itemTypes.find((itemType) => itemType.api_key === 'product_family');
    expect(family).toMatchObject({ type: 'item_type', singleton: false, modular_block: false });
    expect((await demo.itemTypes.find('product_family')).id).toBe(family!.id);
    const fields = await demo.fields.list(family!.id);
    expect(fields.length).toBeGreaterThan(3);
    expect(fields.every((field) => field.item_type.id === family!.id)).toBe(true);
    const slug = fields.find((field) => field.field_type === 'slug');
    expect(slug?.validators).toHaveProperty('slug_title_field');
    expect((await demo.fields.find(`product_family::${slug!.api_key}`)).id).toBe(slug!.id);
  });

  it('creates, updates and destroys a model and its fields, waiting for the jobs', async () => {
    const model = await empty.itemTypes.create({ name: 'Contract brand', api_key: 'contract_brand' });
    expect(model).toMatchObject({ api_key: 'contract_brand', singleton: false, sortable: false });
    const target = await empty.itemTypes.create({ name: 'Contract family', api_key: 'contract_family' });
    const name = await empty.fields.create(model.id, {
      label: 'Name',
      api_key: 'name',
      field_type: 'string',
      validators: { required: {} },
    });
    expect(name).toMatchObject({ api_key: 'name', field_type: 'string', localized: false, position: 1, item_type: { id: model.id } });
    const slug = await empty.fields.create(model.id, {
      label: 'Slug',
      api_key: 'slug',
      field_type: 'slug',
      validators: { slug_title_field: { title_field_id: name.id }, unique: {} },
    });
    const link = await empty.fields.create(target.id, {
      label: 'Brand',
      api_key: 'brand',
      field_type: 'link',
      validators: { item_item_type: { item_types: [model.id] } },
    });
    expect((await empty.fields.list(model.id)).map((field) => field.id)).toEqual([name.id, slug.id]);
    const renamed = await empty.fields.update(name.id, { api_key: 'title', label: 'Title' });
    expect(renamed).toMatchObject({ id: name.id, api_key: 'title', validators: { required: {} } });
    expect((await empty.itemTypes.update(model.id, { sortable: true })).sortable).toBe(true);
    expect(await refusal(empty.itemTypes.destroy(model.id))).toMatchObject({ status: 422, code: 'ITEM_TYPE_REFERENCED' });
    await empty.fields.destroy(link.id);
    await empty.itemTypes.destroy(model.id);
    await empty.itemTypes.destroy(target.id);
    const left = (await empty.itemTypes.list()).map((itemType) => itemType.api_key);
    expect(left).not.toContain('contract_brand');
    expect(await refusal(empty.fields.find(slug.id))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('answers a field create with a 202 and a job whose result is the field', async () => {
    const model = await empty.itemTypes.create({ name: 'Contract job', api_key: 'contract_job' });
    const response = await fetch(`${cma.empty}/item-types/${model.id}/fields`, {
      method: 'POST',
      headers: { authorization: `Bearer ${cma.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { type: 'field', attributes: { label: 'Code', api_key: 'code', field_type: 'string' } } }),
    });
    expect(response.status).toBe(202);
    const { data } = (await response.json()) as { data: { type: string; id: string } };
    expect(data.type).toBe('job');
    const result = await empty.jobResults.find(data.id);
    expect(result.status).toBe(201);
    expect(result.payload).toMatchObject({ data: { type: 'field', attributes: { api_key: 'code' } } });
    expect(await refusal(empty.jobResults.find('999999'))).toMatchObject({ status: 404 });
    await empty.itemTypes.destroy(model.id);
  });

  it('changes the locales through a job', async () => {
    const before = (await empty.site.find()).locales;
    expect((await empty.site.update({ locales: ['sv-SE', 'en'] })).locales).toEqual(['sv-SE', 'en']);
    await empty.site.update({ locales: before as [string, ...string[]] });
    expect(await refusal(empty.site.update({ locales: ['not a locale'] as unknown as [string] }))).toMatchObject({
      status: 422,
      code: 'INVALID_FIELD',
      details: { field: 'locales' },
    });
  });

  it('refuses what DatoCMS refuses, with its error body', async () => {
    const model = await empty.itemTypes.create({ name: 'Contract refusals', api_key: 'contract_refusals' });
    await empty.fields.create(model.id, { label: 'Name', api_key: 'name', field_type: 'string' });
    expect(await refusal(empty.itemTypes.create({ name: 'Again', api_key: 'contract_refusals' }))).toMatchObject({
      status: 422,
      code: 'INVALID_FIELD',
      details: { field: 'api_key', code: 'VALIDATION_UNIQUE' },
    });
    expect(await refusal(empty.fields.create(model.id, { label: 'Name', api_key: 'name', field_type: 'string' }))).toMatchObject({
      status: 422,
      details: { field: 'api_key', code: 'VALIDATION_UNIQUE' },
    });
    expect(
      await refusal(empty.fields.create(model.id, { label: 'Odd', api_key: 'odd', field_type: 'hologram' as 'string' })),
    ).toMatchObject({ status: 422, details: { field: 'field_type' } });
    expect(
      await refusal(
        empty.fields.create(model.id, {
          label: 'Link',
          api_key: 'link',
          field_type: 'link',
          validators: { item_item_type: { item_types: ['nope'] } },
        }),
      ),
    ).toMatchObject({ status: 422, details: { field: 'validators' } });
    expect(await refusal(empty.itemTypes.create({ name: 'Bad key', api_key: 'Bad Key' }))).toMatchObject({
      status: 422,
      details: { field: 'api_key', code: 'VALIDATION_FORMAT' },
    });
    expect(await refusal(empty.itemTypes.find('no_such_model'))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    const records = await fetch(`${cma.empty}/items`, { headers: { authorization: `Bearer ${cma.token}` } });
    expect(records.status).toBe(501);
    expect(await records.json()).toMatchObject({
      data: [{ attributes: { code: 'NOT_IMPLEMENTED_LOCALLY', details: { feature: "The CMA's /items" } } }],
    });
    await empty.itemTypes.destroy(model.id);
  });

  it('lets in only the full-access token: the delivery token and a wrong one are a 401', async () => {
    expect(await refusal(client(cma.empty, { apiToken: LOCAL_CONTENT_TOKEN }).itemTypes.list())).toMatchObject({
      status: 401,
      code: 'INVALID_AUTHORIZATION_HEADER',
    });
    expect(await refusal(client(cma.empty, { apiToken: 'wrong' }).site.find())).toMatchObject({
      status: 401,
      code: 'INVALID_AUTHORIZATION_HEADER',
    });
    const bare = await fetch(`${cma.empty}/item-types`);
    expect(bare.status).toBe(401);
    expect(await bare.json()).toMatchObject({ data: [{ type: 'api_error', attributes: { code: 'INVALID_AUTHORIZATION_HEADER' } }] });
  });

  it('forks, renames, promotes and destroys environments; a sandbox keeps its own schema', async () => {
    const primary = (await empty.environments.list()).find((environment) => environment.meta.primary)!;
    await empty.environments.fork(primary.id, { id: 'contract-sandbox' });
    const sandbox = client(cma.empty, { environment: 'contract-sandbox' });
    const model = await sandbox.itemTypes.create({ name: 'Sandbox only', api_key: 'sandbox_only' });
    expect((await empty.itemTypes.list()).some((itemType) => itemType.id === model.id)).toBe(false);
    expect(await refusal(empty.environments.fork(primary.id, { id: 'contract-sandbox' }))).toMatchObject({ status: 422 });
    await empty.environments.rename('contract-sandbox', { id: 'contract-next' });
    await empty.environments.promote('contract-next');
    expect((await empty.environments.find('contract-next')).meta.primary).toBe(true);
    expect((await empty.itemTypes.list()).some((itemType) => itemType.id === model.id)).toBe(true);
    expect(await refusal(empty.environments.destroy('contract-next'))).toMatchObject({ status: 422 });
    await empty.environments.promote(primary.id);
    await empty.environments.destroy('contract-next');
    expect((await empty.environments.list()).map((environment) => environment.id)).toEqual([primary.id]);
    expect(await refusal(client(cma.empty, { environment: 'gone' }).itemTypes.list())).toMatchObject({ status: 404 });
  });

  it('keeps webhooks for the project and plugins for each environment, with their refusals', async () => {
    const hook = await empty.webhooks.create({
      ...cacheTagWebhook({ storefrontUrl: 'https://shop.example', revalidateSecret: 'contract', draftModeSecret: 'draft' }),
      name: 'Contract hook',
    });
    expect(hook).toMatchObject({ type: 'webhook', name: 'Contract hook', enabled: true });
    expect((await empty.webhooks.update(hook.id, { enabled: false })).enabled).toBe(false);
    expect((await empty.webhooks.list()).map((candidate) => candidate.id)).toContain(hook.id);
    expect(
      await refusal(
        empty.webhooks.create({
          name: 'Bad',
          url: 'ftp://x',
          headers: {},
          events: [{ entity_type: 'item', event_types: ['publish'] }],
        } as never),
      ),
    ).toMatchObject({ status: 422, details: { field: 'url' } });
    expect(
      await refusal(empty.webhooks.create({ name: 'No events', url: 'https://x.example', headers: {}, events: [] } as never)),
    ).toMatchObject({
      status: 422,
      details: { field: 'events' },
    });
    await empty.webhooks.destroy(hook.id);
    expect(await refusal(empty.webhooks.find(hook.id))).toMatchObject({ status: 404 });

    const plugin = await empty.plugins.create({ package_name: 'datocms-plugin-web-previews' });
    expect(plugin).toMatchObject({ package_name: 'datocms-plugin-web-previews', parameters: {} });
    expect((await empty.plugins.update(plugin.id, { parameters: { startOpen: true } })).parameters).toEqual({ startOpen: true });
    expect(await refusal(empty.plugins.update(plugin.id, { parameters: 'no' as never }))).toMatchObject({ status: 422 });
    await empty.plugins.destroy(plugin.id);
    expect(await empty.plugins.list()).toEqual([]);
  });

  it('turns maintenance mode on and off', async () => {
    expect((await empty.maintenanceMode.activate()).active).toBe(true);
    expect((await empty.maintenanceMode.find()).active).toBe(true);
    expect((await empty.maintenanceMode.deactivate()).active).toBe(false);
  });
});

describe('a restart of the content service', () => {
  const port = Number(new URL(cma.empty).port) + 10;
  const dataDir = mkdtempSync(join(tmpdir(), 'glans-content-cma-'));
  let stop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await stop?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function start(): Promise<() => Promise<void>> {
    return startServiceProcess('services/content/server.ts', port, {
      GLANS_DATA_DIR: dataDir,
      CONTENT_EMPTY_PROJECT: '1',
      CONTENT_ADMIN_TOKEN: cma!.token,
    });
  }

  it('keeps the models and fields the CMA created', async () => {
    stop = await start();
    const own = client(`http://127.0.0.1:${port}/cma`);
    expect(await own.itemTypes.list()).toEqual([]);
    const model = await own.itemTypes.create({ name: 'Kept', api_key: 'kept' });
    const field = await own.fields.create(model.id, { label: 'Title', api_key: 'title', field_type: 'string' });
    await own.site.update({ locales: ['sv-SE'] });
    await stop();
    stop = await start();
    expect((await own.itemTypes.list()).map((itemType) => itemType.id)).toEqual([model.id]);
    expect((await own.fields.list(model.id)).map((candidate) => candidate.id)).toEqual([field.id]);
    expect((await own.site.find()).locales).toEqual(['sv-SE']);
  }, 60_000);
});
