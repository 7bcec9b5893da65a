// First: the Node version check runs before any other module of the launcher is evaluated.
import './require-node';
import { DEFAULT_INSTANCES, startCluster } from './cluster';
import { runInForeground } from './foreground';
import { predrawFirstScreens } from './predraw';

/**
 * `npm run demo:cluster [-- --instances=N]`: the production topology on this machine (cluster.ts), with
 * each part's address printed, until Ctrl-C stops everything.
 */

const instancesArg = process.argv.find((arg) => arg.startsWith('--instances='))?.slice('--instances='.length);
const instances = instancesArg === undefined ? DEFAULT_INSTANCES : Number(instancesArg);

await runInForeground(
  async () => {
    const cluster = await startCluster({ instances });
    // The first shoppers get first screens whose images are already drawn (predraw.ts), through the front,
    // into the image cache the instances share.
    void predrawFirstScreens(cluster.url, (message) => console.log(message));
    return cluster;
  },
  (cluster) => `Glans cluster is ready: ${cluster.url} (${cluster.storefronts.length} storefront instances)`,
);
