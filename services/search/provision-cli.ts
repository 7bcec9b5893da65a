import { provision } from './provision';
import { searchAdminClient } from './search-admin-client';
import { commandOptions, fail } from '../shared/command-options';

/**
 * `npm run search:provision -- [--dry-run] [--prune]`
 *
 * Applies services/search/index-definition.ts (settings, replicas, our `glans-` synonyms) to the search
 * application the storefront uses (`ALGOLIA_APP_ID`, `ALGOLIA_HOST`; the local search service when neither
 * is set), with the write key in `ALGOLIA_WRITE_API_KEY` (`search-admin-client.ts`; never printed).
 */

const usage = 'Usage: npm run search:provision -- [--dry-run] [--prune]';

const values = commandOptions(
  {
    'dry-run': { type: 'boolean', default: false },
    prune: { type: 'boolean', default: false },
  },
  usage,
);

async function main(): Promise<void> {
  const { client, target } = (() => {
    try {
      return searchAdminClient();
    } catch (error) {
      return fail((error as Error).message);
    }
  })();
  const result = await provision(client, { dryRun: values['dry-run'], prune: values.prune }).catch((error: unknown) =>
    fail(`search:provision against ${target} failed: ${error instanceof Error ? error.message : String(error)}`),
  );
  console.log(`${values['dry-run'] ? 'Dry run against' : 'Provisioning'} ${target}:`);
  for (const line of result.lines) console.log(`  ${line}`);
  if (!values['dry-run'] && result.writes > 0) console.log(`Done: ${result.writes} task(s) written and published.`);
}

main().catch((error: unknown) => fail(`search:provision failed: ${error instanceof Error ? error.message : String(error)}`));
