import { join } from 'node:path';
import { pageSecurityHeaders } from '../../lib/security/policy';
import { startCluster, type Cluster } from '../../services/launcher/cluster';
import { startNginx, type NginxOptions, type NginxServer } from '../../services/launcher/nginx';
import { FLOOR_IMAGE_PATH, startFloor, type Floor } from './floor';

/**
 * Which front a benchmark measures the shop through (`BENCH_FRONT`, or `--front <name>` / `--front=<name>`):
 * - `demo` (the default): `npm run demo`'s front, Next's own server (`next start`, gzip per request), from
 *   bench-stack.ts;
 * - `cluster`: `npm run demo:cluster`'s front, Debian's nginx with brotli (deploy/nginx/) in front of two
 *   `next start` instances sharing Redis, commerce on PostgreSQL, started by the cluster launcher
 *   (services/launcher/cluster.ts) as demo:cluster starts it. Every part listens on a port counted from
 *   BENCH_CLUSTER_PORT_BASE (9300), nginx on BENCH_CLUSTER_PORT (the base + 50), so both fronts can run at once
 *   beside each other and beside bench:cluster's own cluster on BENCH_PORT. Its build folder is
 *   BENCH_CLUSTER_DIST_DIR (`.next-bench-cluster`), its data folder `.data/bench-cluster-<port>`.
 * The floor then runs behind an nginx of its own filled in from the same deploy/nginx/ configuration (floor.ts),
 * so the floor and the shop are served alike.
 */

export const FRONTS = ['demo', 'cluster'] as const;
export type Front = (typeof FRONTS)[number];

/** What each front is, as the benchmarks print it. */
export const FRONT_LABELS: Record<Front, string> = {
  demo: 'npm run demo: stock `next start` (Next compresses with gzip)',
  cluster: 'npm run demo:cluster: nginx with brotli (deploy/nginx/) in front of 2 `next start` instances, Redis and PostgreSQL',
};

/** The front named by `--front <name>`, `--front=<name>` or BENCH_FRONT (the flag wins); `demo` when none is. */
export function benchFront(argv: readonly string[] = process.argv, env: NodeJS.ProcessEnv = process.env): Front {
  let named: string | undefined;
  for (const [index, arg] of argv.entries()) {
    if (arg === '--front') named = argv[index + 1] ?? '';
    else if (arg.startsWith('--front=')) named = arg.slice('--front='.length);
  }
  // A flag without a name is a mistake, not a wish for the default.
  const value = named !== undefined ? named.trim() : env.BENCH_FRONT?.trim() || 'demo';
  if (!(FRONTS as readonly string[]).includes(value)) {
    throw new Error(`Unknown front "${value}" (BENCH_FRONT or --front): one of ${FRONTS.join(', ')}`);
  }
  return value as Front;
}

export interface ClusterFrontPorts {
  /** Base of the cluster's inner parts (cluster.ts's clusterPorts: up to base + 36). */
  base: number;
  /** nginx in front of the shop. */
  shop: number;
  /** nginx in front of the floor. */
  floor: number;
  /** The floor's `next start`, behind its nginx. */
  floorInner: number;
}

/** The cluster front's ports: all counted from BENCH_CLUSTER_PORT_BASE unless BENCH_CLUSTER_PORT moves nginx. */
export function clusterFrontPorts(env: NodeJS.ProcessEnv = process.env): ClusterFrontPorts {
  const base = Number(env.BENCH_CLUSTER_PORT_BASE) || 9300;
  const shop = Number(env.BENCH_CLUSTER_PORT) || base + 50;
  return { base, shop, floor: shop + 1, floorInner: shop + 2 };
}

/** The cluster launcher's environment for the benchmarks' cluster (the variables demo:cluster reads). */
export function clusterFrontEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const ports = clusterFrontPorts(env);
  const out: NodeJS.ProcessEnv = {
    ...env,
    PORT: String(ports.shop),
    CLUSTER_PORT_BASE: String(ports.base),
    NEXT_DIST_DIR: env.BENCH_CLUSTER_DIST_DIR || '.next-bench-cluster',
    GLANS_DATA_DIR: join('.data', `bench-cluster-${ports.shop}`),
  };
  // The cluster's own public address, whatever SITE_URL the shell has.
  delete out.SITE_URL;
  return out;
}

/** Starts the benchmarks' cluster (building when its build is missing or stale); the launcher's lines go to stderr. */
export async function startClusterFront(root: string): Promise<Cluster> {
  const started = Date.now();
  const env = clusterFrontEnv();
  const cluster = await startCluster({ root, env, instances: 2, log: (message) => console.error(message) });
  console.error(
    `[bench] Cluster ready at ${cluster.url} after ${((Date.now() - started) / 1000).toFixed(0)} s (build folder ${cluster.distDir}).`,
  );
  return cluster;
}

/**
 * nginx in front of the floor, from the same deploy/nginx/ configuration as the cluster's own and with the same
 * security headers: the floor's page goes through the same page location, micro-cache and brotli/gzip filters,
 * its scripts come from its build's `static` folder with their brotli copies (`brotli_static`) and the same
 * Cache-Control, over the same HTTP/1.1. Only the addresses differ: the floor's `next start` stands where the
 * storefront instances stand (the commerce upstream names the cluster's, which the floor never asks).
 */
export function floorNginxOptions(
  cluster: Pick<Cluster, 'config' | 'commerce' | 'dataDir'>,
  floorDir: string,
  ports: ClusterFrontPorts,
): NginxOptions {
  return {
    port: ports.floor,
    dir: join(cluster.dataDir, 'nginx-floor'),
    storefronts: [`127.0.0.1:${ports.floorInner}`],
    commerce: cluster.commerce.map((instance) => `127.0.0.1:${instance.port}`),
    staticDir: join(floorDir, '.next', 'static'),
    securityHeaders: pageSecurityHeaders(cluster.config, 'page'),
    unavailablePage: '<!doctype html><title>503</title>',
    busyPage: '<!doctype html><title>429</title>',
    readyPath: FLOOR_IMAGE_PATH,
  };
}

/** Starts the floor (floor.ts) on an inner port and nginx in front of it on the floor's public port. */
export async function startFloorFront(root: string, imageUrl: string, cluster: Cluster, log: (message: string) => void): Promise<Floor> {
  const ports = clusterFrontPorts();
  const floor = await startFloor(root, imageUrl, log, { port: ports.floorInner });
  let nginx: NginxServer;
  try {
    nginx = await startNginx({ ...floorNginxOptions(cluster, floor.dir!, ports), log });
  } catch (error) {
    await floor.stop();
    throw error;
  }
  let stopping = false;
  const nginxDied = nginx.exited.then((code) => (stopping ? new Promise<number>(() => {}) : code === 0 ? 1 : code));
  return {
    url: nginx.url,
    dir: floor.dir,
    stop: async () => {
      stopping = true;
      await nginx.stop();
      await floor.stop();
    },
    died: Promise.race([floor.died, nginxDied]),
  };
}
