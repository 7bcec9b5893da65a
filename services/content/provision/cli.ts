import { buildClient, type Client } from '@datocms/cma-client-node';
import { provisionSchema } from './apply-plan';
import { provisionEditorHooks } from './editor-hooks';
import { commandOptions, fail } from '../../shared/command-options';

/**
 * `npm run content:provision -- [--dry-run] [--prune] [--environment <name>] [--fork-from <env> --promote]`
 *
 * Syncs the models, blocks and fields of services/content/schema into a DatoCMS environment through the
 * CMA, with the full-access token in DATOCMS_CMA_TOKEN (never the storefront's read-only
 * DATOCMS_API_TOKEN; the token is never printed). DATOCMS_CMA_BASE_URL points the client at another CMA
 * (the local content service). With --fork-from and --promote the primary environment is put in
 * maintenance mode first, so no editor's change is made on it while its copy is changed and promoted.
 * With SITE_URL, REVALIDATE_SECRET and DRAFT_MODE_SECRET (the storefront's own), it also sets up the
 * cache-tag webhook and the Web Previews plugin (editor-hooks.ts).
 */

const usage = 'Usage: npm run content:provision -- [--dry-run] [--prune] [--environment <name>] [--fork-from <environment> --promote]';

const values = commandOptions(
  {
    'dry-run': { type: 'boolean', default: false },
    prune: { type: 'boolean', default: false },
    environment: { type: 'string' },
    'fork-from': { type: 'string' },
    promote: { type: 'boolean', default: false },
  },
  usage,
);
const apiToken = process.env.DATOCMS_CMA_TOKEN;
if (!apiToken) fail('DATOCMS_CMA_TOKEN is not set: a full-access (admin) CMA token of the DatoCMS project is needed.');
if (apiToken === process.env.DATOCMS_API_TOKEN)
  fail('DATOCMS_CMA_TOKEN is the read-only delivery token (DATOCMS_API_TOKEN): give a full-access CMA token.');
if ((values['fork-from'] || values.promote) && !values.environment) fail(`--fork-from and --promote need --environment <name>.\n${usage}`);
if (values.promote && values['dry-run']) fail('--promote with --dry-run: a dry run changes nothing to promote.');

const baseUrl = process.env.DATOCMS_CMA_BASE_URL;
const clientFor = (environment?: string): Client =>
  buildClient({ apiToken, ...(environment ? { environment } : {}), ...(baseUrl ? { baseUrl } : {}) });

async function environmentExists(client: Client, name: string): Promise<boolean> {
  return (await client.environments.list()).some((environment) => environment.id === name);
}

async function main(): Promise<void> {
  const primary = clientFor();
  const target = values.environment;
  const from = values['fork-from'];
  let maintenance = false;
  try {
    if (values.promote) {
      // A sandbox forked before maintenance mode misses the editors' later changes: promoting it would lose them.
      if (!from || (await environmentExists(primary, target!)))
        throw new Error(`--promote needs --fork-from and a new environment name: "${target}" exists (destroy it or choose another name).`);
      await primary.maintenanceMode.activate();
      maintenance = true;
      console.log('Maintenance mode on: editors cannot change content until the promotion.');
    }
    if (target && from && !(await environmentExists(primary, target))) {
      if (values['dry-run']) console.log(`Would fork ${from} into ${target}; the plan below is against ${from}.`);
      else {
        console.log(`Forking ${from} into ${target} …`);
        await primary.environments.fork(from, { id: target });
      }
    }
    const client = clientFor(target && (!values['dry-run'] || !from || (await environmentExists(primary, target))) ? target : from);
    const { written } = await provisionSchema(client, { dryRun: values['dry-run'], prune: values.prune });
    const storefrontUrl = process.env.SITE_URL?.trim();
    const revalidateSecret = process.env.REVALIDATE_SECRET?.trim();
    const draftModeSecret = process.env.DRAFT_MODE_SECRET?.trim();
    if (storefrontUrl && revalidateSecret && draftModeSecret)
      await provisionEditorHooks(client, { storefrontUrl, revalidateSecret, draftModeSecret }, { dryRun: values['dry-run'] });
    else
      console.log(
        "Webhook and previews not set up: set SITE_URL, REVALIDATE_SECRET and DRAFT_MODE_SECRET (the storefront's) to set them up.",
      );
    if (values.promote && target) {
      console.log(`Promoting ${target} to primary${written === 0 ? ' (no schema change)' : ''} …`);
      await primary.environments.promote(target);
    }
  } finally {
    if (maintenance) {
      await primary.maintenanceMode.deactivate();
      console.log('Maintenance mode off.');
    }
  }
}

main().catch((error: unknown) => {
  // The client's errors carry the request, whose headers hold the token: print only DatoCMS's answer.
  const response = (error as { response?: { status?: number; body?: unknown } }).response;
  if (response) console.error(`DatoCMS refused (${response.status}): ${JSON.stringify(response.body)}`);
  else {
    // A refused connection or a reset (the CMA down or restarted) is a fetch TypeError whose cause names it.
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    console.error(
      cause
        ? `Could not reach the CMA at ${baseUrl ?? 'https://site-api.datocms.com'} (${cause}). The steps printed as done are written; run again to complete the rest.`
        : (error as Error).message,
    );
  }
  process.exit(1);
});
