import { DEFAULT_INSTANCES, startCluster } from './cluster';
import { runInForeground } from './foreground';

/**
 * `npm run demo:cluster [-- --instances=N]`: the production topology on this machine (cluster.ts), with
 * each part's address printed, until Ctrl-C stops everything.
 */

const instancesArg = process.argv.find((arg) => arg.startsWith('--instances='))?.slice('--instances='.length);
const instances = instancesArg === undefined ? DEFAULT_INSTANCES : Number(instancesArg);

await runInForeground(
  () => startCluster({ instances }),
  (cluster) => `Glans cluster is ready: ${cluster.url} (${cluster.storefronts.length} storefront instances)`,
);
