import { ConfigError } from '../../lib/config';
import { DEFAULT_INSTANCES, startCluster, type Cluster } from './cluster';
import { MissingPackagesError } from './debian-packages';

/**
 * `npm run demo:cluster [-- --instances=N]`: the production topology on this machine (cluster.ts), with
 * each part's address printed, until Ctrl-C stops everything.
 */

const instancesArg = process.argv.find((arg) => arg.startsWith('--instances='))?.slice('--instances='.length);
const instances = instancesArg === undefined ? DEFAULT_INSTANCES : Number(instancesArg);

// Redis, PostgreSQL and nginx run in process groups of their own: a Ctrl-C during start-up waits for the
// start to finish (or fail) and then stops what it started.
let starting: Promise<Cluster> | undefined;
let stopping = false;

async function shutdown(code: number, reason: string): Promise<never> {
  if (!stopping) {
    stopping = true;
    console.log(`\n[glans] ${reason}: stopping…`);
    await starting?.then((cluster) => cluster.stop()).catch(() => {});
    console.log('[glans] Stopped.');
  }
  process.exit(code);
}

process.on('SIGINT', () => void shutdown(130, 'Interrupted'));
process.on('SIGTERM', () => void shutdown(143, 'Terminated'));

try {
  const startedAt = Date.now();
  starting = startCluster({ instances });
  const cluster = await starting;
  if (stopping) await new Promise(() => {});
  console.log(
    `\n[glans] Glans cluster is ready after ${((Date.now() - startedAt) / 1000).toFixed(1)} s: ${cluster.url} (${cluster.storefronts.length} storefront instances)\n[glans] Press Ctrl-C to stop.\n`,
  );
  const code = await cluster.died;
  await shutdown(code, 'A part of the cluster died');
} catch (error) {
  if (error instanceof ConfigError || error instanceof MissingPackagesError) {
    console.error(`[glans] ${error.message}`);
    process.exit(2);
  }
  console.error(`[glans] Start-up failed: ${error instanceof Error ? error.message : String(error)}`);
  await shutdown(1, 'Start-up failed');
}
