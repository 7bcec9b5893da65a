import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import { parseConfig } from '../../lib/config';
import { LOCAL_WRITE_KEY } from './search-keys';

/**
 * The `algoliasearch` v5 client that provisioning and the reindex write with: the application and host the
 * storefront searches (`ALGOLIA_APP_ID`, `ALGOLIA_HOST`, else the local search service, as `lib/config.ts`
 * resolves them), and the write key from `ALGOLIA_WRITE_API_KEY`. The write key is read here only, on the
 * server that runs these commands: it is never logged, never put in an error, and no storefront code imports
 * this file (nothing under `app/` or `components/` does), so it never reaches a bundle. A key scoped to our
 * three indices and their `_tmp*` copies with `addObject, deleteObject, deleteIndex, editSettings, settings,
 * browse, listIndexes` is enough; the admin key is not needed. Against the local search service the demo
 * write key is used when none is set.
 */
export function searchAdminClient(env: Record<string, string | undefined> = process.env): { client: Algoliasearch; target: string } {
  const config = parseConfig(env);
  const writeKey = env.ALGOLIA_WRITE_API_KEY ?? (config.localServices.search ? LOCAL_WRITE_KEY : undefined);
  if (!writeKey)
    throw new Error('ALGOLIA_WRITE_API_KEY is not set: a write key scoped to the search indices is needed (not the admin key).');
  const { appId, host } = config.search;
  // A batch of 1,000 records is a few MB: more time to send it than a search's defaults give.
  const timeouts = { connect: 10_000, read: 30_000, write: 120_000 };
  if (!host) return { client: algoliasearch(appId, writeKey, { timeouts }), target: `Algolia application ${appId}` };
  const url = new URL(host);
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return {
    client: algoliasearch(appId, writeKey, { hosts: [{ url: url.host, protocol, accept: 'readWrite' }], timeouts }),
    target: `${appId} at ${host}`,
  };
}
