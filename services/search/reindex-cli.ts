import { parseConfig } from '../../lib/config';
import { contentRecords } from './content-source';
import { RECORDS_PER_BATCH, reindex } from './reindex';
import { searchAdminClient } from './search-admin-client';
import { commandOptions, fail } from '../shared/command-options';

/**
 * `npm run search:reindex -- [--stock-batch <n>] [--timeout <seconds>]`
 *
 * Builds every search record from the content service (DATOCMS_API_URL, DATOCMS_API_TOKEN, as the
 * storefront reads them) and commerce's stock (COMMERCE_API_URL), streams them into a temporary copy of
 * the index and moves it over the live one (`reindex.ts`). The search application and write key are
 * provisioning's (`search-admin-client.ts`). A source that does not answer within the timeout stops the
 * run with a message naming it; the live index is then untouched.
 */

const usage = 'Usage: npm run search:reindex -- [--stock-batch <variant ids per request, 1-200>] [--timeout <seconds>]';

const values = commandOptions(
  {
    'stock-batch': { type: 'string', default: '200' },
    timeout: { type: 'string', default: '30' },
  },
  usage,
);
const stockBatchSize = Number(values['stock-batch']);
const timeoutSeconds = Number(values.timeout);
if (!Number.isInteger(stockBatchSize) || stockBatchSize < 1 || stockBatchSize > 200) fail(`--stock-batch must be 1 to 200.\n${usage}`);
if (!Number.isFinite(timeoutSeconds) || timeoutSeconds <= 0 || timeoutSeconds > 600) fail(`--timeout must be 1 to 600 seconds.\n${usage}`);

async function main(): Promise<void> {
  const config = (() => {
    try {
      return { storefront: parseConfig(process.env), search: searchAdminClient() };
    } catch (error) {
      return fail((error as Error).message);
    }
  })();
  const started = performance.now();
  console.log(`Reindexing ${config.search.target} from ${config.storefront.content.url} and ${config.storefront.commerce.url}:`);
  const result = await reindex(
    config.search.client,
    contentRecords({
      content: config.storefront.content,
      commerceUrl: config.storefront.commerce.url,
      timeoutMs: timeoutSeconds * 1000,
      stockBatchSize,
    }),
    { batchSize: RECORDS_PER_BATCH, log: (line) => console.log(`  ${line}`) },
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(`Done: ${result.records} records in ${result.batches} batch(es), ${Math.round(result.records / seconds)} records/s.`);
}

main().catch((error: unknown) =>
  fail(`search:reindex failed, the live index is untouched: ${error instanceof Error ? error.message : String(error)}`),
);
