import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createClient } from 'redis';
import { buildIsCurrent, runBuild } from '../../services/launcher/build';
import { startRedis, type RedisServer } from '../../services/launcher/redis';
import { nextBin, startLocalServices, storefrontProcess, type Stack } from '../../services/launcher/stack';
import { waitForUrl } from '../../services/launcher/wait';

/**
 * Several storefront instances on one production build, sharing one Redis (REDIS_URL: Next's cache and the
 * content cache-tag index), with the local services, all real processes on loopback, for the tests of the
 * shared cache. The content service's publish webhook goes to the first instance (STOREFRONT_URL), as a
 * CMS's webhook reaches one instance behind a load balancer.
 *
 * Ports: the instances on CLUSTER_PORT (3180) and up, the local services on CLUSTER_SERVICES_PORT_BASE (7700:
 * 7701–7703), Redis on CLUSTER_REDIS_PORT (6390). The build embeds its ports, so it has a folder of its own,
 * CLUSTER_DIST_DIR (`.next-cluster`), reused while its fingerprint is current.
 */

export interface ClusterOptions {
  root: string;
  port: number;
  servicesPortBase: number;
  redisPort: number;
  distDir: string;
  instances: number;
}

export function clusterOptions(root: string): ClusterOptions {
  return {
    root,
    port: Number(process.env.CLUSTER_PORT ?? 3180),
    servicesPortBase: Number(process.env.CLUSTER_SERVICES_PORT_BASE ?? 7700),
    redisPort: Number(process.env.CLUSTER_REDIS_PORT ?? 6390),
    distDir: process.env.CLUSTER_DIST_DIR ?? '.next-cluster',
    instances: 2,
  };
}

/** One line an instance printed, with when. */
export interface LogLine {
  at: number;
  text: string;
}

export interface Storefront {
  name: string;
  url: string;
  port: number;
  child: ChildProcess;
  log: LogLine[];
}

const STOP_GRACE_MS = 8_000;

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // Gone already.
    }
  };
  kill('SIGTERM');
  const timer = setTimeout(() => kill('SIGKILL'), STOP_GRACE_MS);
  return exited.finally(() => clearTimeout(timer));
}

export class ClusterStack {
  readonly storefronts: Storefront[] = [];
  redis: RedisServer | undefined;
  private services: Stack | undefined;
  private readonly env: NodeJS.ProcessEnv;
  private readonly dataDir: string;

  constructor(readonly options: ClusterOptions) {
    this.dataDir = `.data/cluster-${options.port}`;
    // Only this stack's own variables: the services and storefront of the surrounding run are not its own.
    const inherited = Object.fromEntries(
      Object.entries(process.env).filter(
        ([key]) =>
          !/^(PORT|LOCAL_SERVICES_PORT_BASE|GLANS_DATA_DIR|NEXT_DIST_DIR|DATOCMS_|ALGOLIA_|COMMERCE_API_URL|SITE_URL|STOREFRONT_URL|REDIS_URL|GLANS_BUILD_ID)/.test(
            key,
          ),
      ),
    );
    this.env = {
      ...inherited,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(options.port),
      // Every instance answers for one site, as behind one address.
      SITE_URL: `http://localhost:${options.port}`,
      LOCAL_SERVICES_PORT_BASE: String(options.servicesPortBase),
      NEXT_DIST_DIR: options.distDir,
      GLANS_DATA_DIR: this.dataDir,
      REDIS_URL: `redis://127.0.0.1:${options.redisPort}`,
    };
  }

  get redisUrl(): string {
    return this.env.REDIS_URL!;
  }

  async start(log: (message: string) => void = (message) => console.log(message)): Promise<void> {
    const { root } = this.options;
    await this.startRedis();
    this.services = await startLocalServices({ root, env: this.env, log });
    if (buildIsCurrent(root, this.env)) log(`[cluster] The build in ${this.options.distDir} is current.`);
    else {
      log(`[cluster] Building the storefront into ${this.options.distDir} (next build)…`);
      await runBuild(root, this.env, nextBin());
    }
    for (let index = 0; index < this.options.instances; index += 1) this.storefronts.push(this.startStorefront(index));
    await Promise.all(
      this.storefronts.map((storefront) => waitForUrl(`${storefront.url}/api/health`, 120_000, () => storefront.child.exitCode !== null)),
    );
  }

  /** Starts Redis (again, after stopRedis) on the stack's port, empty. */
  async startRedis(): Promise<void> {
    this.redis = await startRedis({ dataDir: join(this.options.root, this.dataDir, 'redis'), port: this.options.redisPort, log: () => {} });
  }

  async stopRedis(): Promise<void> {
    await this.redis?.stop();
    this.redis = undefined;
  }

  private startStorefront(index: number): Storefront {
    const port = this.options.port + index;
    const name = `storefront-${String.fromCharCode(97 + index)}`;
    const { command, args } = storefrontProcess(this.options.root, port);
    const child = spawn(command, args, {
      cwd: this.options.root,
      env: { ...this.env, PORT: String(port) },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const log: LogLine[] = [];
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (text) => {
        log.push({ at: Date.now(), text });
        process.stderr.write(`[${name}] ${text}\n`);
      });
    }
    return { name, url: `http://localhost:${port}`, port, child, log };
  }

  /** Polls Redis until Next's cache holds an entry for the page at `path` (written after the answer). */
  async waitForCacheEntry(path: string, timeoutMs = 5_000): Promise<boolean> {
    const client = createClient({ url: this.redisUrl });
    await client.connect();
    try {
      const pattern = `glans:*${path.replace(/\/$/, '')}`;
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        for await (const keys of client.scanIterator({ MATCH: pattern, COUNT: 1000 })) if (keys.length > 0) return true;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return false;
    } finally {
      client.destroy();
    }
  }

  /** The storefront connections Redis sees (the instances name theirs `glans-storefront`). */
  async storefrontConnections(): Promise<number> {
    const client = createClient({ url: this.redisUrl });
    await client.connect();
    try {
      const list = await client.clientList();
      return list.filter((entry) => entry.name === 'glans-storefront').length;
    } finally {
      client.destroy();
    }
  }

  async stop(): Promise<void> {
    await Promise.all(this.storefronts.map((storefront) => stopChild(storefront.child)));
    await this.services?.stop();
    await this.stopRedis();
  }
}
