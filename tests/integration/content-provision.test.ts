import { buildClient, type Client } from '@datocms/cma-client-node';
import { describe, expect, inject, it } from 'vitest';
import { applyPlan, provisionSchema, readProject } from '../../services/content/provision/apply-plan';
import { desiredSchema } from '../../services/content/provision/desired-schema';
import { planSchema } from '../../services/content/provision/provision-plan';
import type { FieldDefinition, ModelDefinition } from '../../services/content/schema/definition-types';
import { MODELS } from '../../services/content/schema/model-definitions';

/**
 * Provisioning against the local content service's CMA, with DatoCMS's own client: an empty project is
 * provisioned and read back, the demo project is up to date, and renames, validator changes, a wrong token
 * and a killed run behave as on DatoCMS. The global setup starts the demo's content service and a second
 * one as an empty project, and gives their CMA base URLs and the admin token.
 */

const cma = inject('contentCma');
if (!cma) throw new Error('The global setup starts the content services with their CMA for this project');
const { empty: emptyUrl, demo: demoUrl, token } = cma;

function client(baseUrl: string, environment?: string, apiToken = token): Client {
  return buildClient({ apiToken, baseUrl, ...(environment ? { environment } : {}) });
}

function withField(modelApiKey: string, name: string, change: Partial<FieldDefinition>): ModelDefinition[] {
  return MODELS.map((model) =>
    model.apiKey !== modelApiKey
      ? model
      : { ...model, fields: model.fields.map((field) => (field.name === name ? { ...field, ...change } : field)) },
  );
}

const quiet = () => undefined;

/** A sandbox environment of the demo project of its own, so the tests do not change one another's schema. */
async function sandbox(name: string): Promise<Client> {
  const primary = client(demoUrl);
  const environments = await primary.environments.list();
  if (environments.some((environment) => environment.id === name)) await primary.environments.destroy(name);
  const main = environments.find((environment) => environment.meta.primary)!;
  await primary.environments.fork(main.id, { id: name });
  return client(demoUrl, name);
}

describe('content provisioning through the CMA', () => {
  it('provisions an empty project, and the schema read back equals the definitions', async () => {
    const empty = client(emptyUrl);
    const first = await provisionSchema(empty, { prune: true, log: quiet });
    const desired = desiredSchema();
    expect(first.written).toBe(first.plan.steps.length);
    const project = await readProject(empty);
    expect(project.locales).toEqual(['sv-SE']);
    expect(project.itemTypes.map((itemType) => itemType.api_key).sort()).toEqual(
      desired.itemTypes.map((itemType) => itemType.apiKey).sort(),
    );
    expect(planSchema(desired, project, { prune: true })).toEqual({ steps: [], kept: [] });
    const second = await provisionSchema(empty, { prune: true, log: quiet });
    expect(second.written).toBe(0);
  });

  it('reports no change on the demo project in a dry run, and a second run writes nothing', async () => {
    const lines: string[] = [];
    const dry = await provisionSchema(client(demoUrl), { dryRun: true, log: (line) => lines.push(line) });
    expect(dry.plan.steps).toEqual([]);
    expect(lines).toContain('Nothing to change: the environment holds the definitions.');
    const sandboxClient = await sandbox('provision-twice');
    await provisionSchema(sandboxClient, { log: quiet });
    expect((await provisionSchema(sandboxClient, { log: quiet })).written).toBe(0);
  });

  it('renames a field in place: the dry run names exactly that, and the field keeps its id', async () => {
    const sandboxClient = await sandbox('provision-rename');
    const before = await readProject(sandboxClient);
    const brand = before.itemTypes.find((itemType) => itemType.api_key === 'brand')!;
    const description = before.fields.find((field) => field.item_type.id === brand.id && field.api_key === 'description')!;
    const models = withField('brand', 'description', { apiKey: 'brand_text', renamedFrom: ['description'] });
    const dry = await provisionSchema(sandboxClient, { models, dryRun: true, log: quiet });
    expect(dry.plan.steps).toMatchObject([{ kind: 'updateField', field: 'brand_text', id: description.id, renamedFrom: 'description' }]);
    await provisionSchema(sandboxClient, { models, log: quiet });
    const after = await readProject(sandboxClient);
    expect(after.fields.find((field) => field.id === description.id)?.api_key).toBe('brand_text');
  });

  it('applies a validator change named by the dry run', async () => {
    const sandboxClient = await sandbox('provision-validator');
    const models = withField('product_family', 'name', { required: false });
    const dry = await provisionSchema(sandboxClient, { models, dryRun: true, log: quiet });
    expect(dry.plan.steps).toMatchObject([{ kind: 'updateField', itemType: 'product_family', field: 'name', changed: ['validators'] }]);
    await provisionSchema(sandboxClient, { models, log: quiet });
    const family = (await readProject(sandboxClient)).fields.find(
      (field) => field.api_key === 'name' && field.validators && !('required' in field.validators),
    );
    expect(family).toBeDefined();
    expect((await provisionSchema(sandboxClient, { models, log: quiet })).written).toBe(0);
  });

  it('refuses a wrong token with a clear error and writes nothing', async () => {
    const before = await readProject(client(emptyUrl));
    await expect(provisionSchema(client(emptyUrl, undefined, 'wrong-token'), { log: quiet })).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(await readProject(client(emptyUrl))).toEqual(before);
  });

  it('completes a run killed half-way', async () => {
    const sandboxClient = await sandbox('provision-killed');
    const models = MODELS.map((model) =>
      model.apiKey === 'colour'
        ? {
            ...model,
            fields: [
              ...model.fields,
              { name: 'pantone', type: 'String', format: 'code' as const },
              { name: 'swatch', type: 'FileField', uploads: 'image' as const },
            ],
          }
        : model,
    );
    const desired = desiredSchema(models);
    const existing = await readProject(sandboxClient);
    const plan = planSchema(desired, existing);
    expect(plan.steps).toHaveLength(2);
    // the run stops after its first write
    await applyPlan(sandboxClient, { ...plan, steps: plan.steps.slice(0, 1) }, desired, existing, quiet);
    const next = await provisionSchema(sandboxClient, { models, log: quiet });
    expect(next.written).toBe(1);
    expect((await provisionSchema(sandboxClient, { models, log: quiet })).written).toBe(0);
  });
});
