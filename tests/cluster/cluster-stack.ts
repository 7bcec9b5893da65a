import { createClient } from 'redis';
import { startCluster, type Cluster } from '../../services/launcher/cluster';
import { readEditorSecrets } from '../../services/launcher/editor-secrets';

/**
 * The cluster of the tests in this folder (services/launcher/cluster.ts, as `npm run demo:cluster` starts it) on
 * ports of its own, one start per test file; its build is made once and reused while current. Helpers read the
 * shared Redis as the instances use it.
 */

export const CLUSTER_TEST_PORT = Number(process.env.CLUSTER_TEST_PORT ?? 3300);
export const CLUSTER_TEST_PORT_BASE = Number(process.env.CLUSTER_TEST_PORT_BASE ?? 9100);
/** The test cluster's data folder (nginx's files are under its `nginx` folder). */
export const CLUSTER_TEST_DATA_DIR = `.data/cluster-test-${CLUSTER_TEST_PORT}`;

/** The draft-mode secret the test cluster made in its data folder (services/launcher/editor-secrets.ts). */
export function clusterDraftModeSecret(): string {
  return readEditorSecrets(CLUSTER_TEST_DATA_DIR).draftModeSecret;
}

export function startTestCluster(): Promise<Cluster> {
  return startCluster({
    instances: 2,
    env: {
      ...process.env,
      PORT: String(CLUSTER_TEST_PORT),
      CLUSTER_PORT_BASE: String(CLUSTER_TEST_PORT_BASE),
      GLANS_DATA_DIR: CLUSTER_TEST_DATA_DIR,
    },
    log: () => {},
  });
}

async function withRedis<T>(cluster: Cluster, work: (client: ReturnType<typeof createClient>) => Promise<T>): Promise<T> {
  const client = createClient({ url: cluster.redisUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    client.destroy();
  }
}

/** Polls Redis until Next's cache holds an entry for the page at `path` (written after the answer). */
export function waitForCacheEntry(cluster: Cluster, path: string, timeoutMs = 5_000): Promise<boolean> {
  return withRedis(cluster, async (client) => {
    const pattern = `glans:*${path.replace(/\/$/, '')}`;
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      for await (const keys of client.scanIterator({ MATCH: pattern, COUNT: 1000 })) if (keys.length > 0) return true;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return false;
  });
}

/** The storefront connections Redis sees (the instances name theirs `glans-storefront`). */
export function storefrontConnections(cluster: Cluster): Promise<number> {
  return withRedis(cluster, async (client) => (await client.clientList()).filter((entry) => entry.name === 'glans-storefront').length);
}
