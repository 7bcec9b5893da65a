import type { ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { join, resolve } from 'node:path';
import { errorTextDefaults } from '../../lib/content/error-text-defaults';
import { ConfigError, parseConfig, type StorefrontConfig } from '../../lib/config';
import { pageSecurityHeaders } from '../../lib/security/policy';
import { buildIsCurrent, runBuild } from './build';
import { COMMERCE_PATH, CONTENT_ASSETS_PATH, startNginx, type NginxServer } from './nginx';
import { startPostgres, type PostgresServer } from './postgres';
import { startRedis, type RedisServer } from './redis';
import { startLocalServices, storefrontProcess, type Stack } from './stack';
import { Supervisor } from './supervisor';
import { waitForUrl } from './wait';

/**
 * The production topology on one machine (`npm run demo:cluster`, the cluster tests and bench:cluster):
 * Redis (Next's shared cache and the content cache-tag index), PostgreSQL, two commerce instances on it,
 * the local content and search services, N storefront instances of one build on `next start`, and nginx
 * on `PORT` in front of the storefronts and the commerce instances. Every inner part listens on a port of
 * its own, counted from `CLUSTER_PORT_BASE`, so the cluster runs beside `npm run demo`.
 *
 * Each part is reached through the variable a deployment on several machines would set instead:
 * `REDIS_URL` and `COMMERCE_API_URL` for the storefronts, `DATABASE_URL` for the commerce instances, and
 * the upstream lists of nginx.
 */

export const DEFAULT_CLUSTER_PORT_BASE = 9000;
export const DEFAULT_INSTANCES = 2;
export const COMMERCE_INSTANCES = 2;
const MAX_INSTANCES = 16;
const START_TIMEOUT_MS = 180_000;

export interface ClusterPorts {
  /** Base of the local content (base+1) and search (base+2) services. */
  servicesBase: number;
  commerce: number[];
  redis: number;
  postgres: number;
  storefronts: number[];
}

export function clusterPorts(base: number, instances: number): ClusterPorts {
  return {
    servicesBase: base,
    commerce: Array.from({ length: COMMERCE_INSTANCES }, (_, index) => base + 3 + index),
    redis: base + 10,
    postgres: base + 11,
    storefronts: Array.from({ length: instances }, (_, index) => base + 21 + index),
  };
}

/** A process of the cluster that can be stopped, killed and started again on its own. */
export class ClusterProcess {
  private supervisor: Supervisor | undefined;
  private child: ChildProcess | undefined;
  /** What the process printed, line by line with the time, over all its starts (the tests read it). */
  readonly output: { at: number; text: string }[] = [];

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly spec: { command: string; args: string[]; env: NodeJS.ProcessEnv; cwd: string; healthPath: string },
    private readonly onDeath: (name: string, code: number) => void,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts the process and resolves once it answers its health path. */
  async start(): Promise<void> {
    const supervisor = new Supervisor((name, code) => this.onDeath(name, code));
    this.supervisor = supervisor;
    this.child = supervisor.start(this.name, this.spec.command, this.spec.args, this.spec.env, this.spec.cwd);
    for (const stream of [this.child.stdout, this.child.stderr]) {
      if (stream) createInterface({ input: stream }).on('line', (text) => this.output.push({ at: Date.now(), text }));
    }
    await waitForUrl(`${this.url}${this.spec.healthPath}`, START_TIMEOUT_MS, () => !this.running);
  }

  /** Stops it gracefully (SIGTERM to its process group). */
  async stop(): Promise<void> {
    await this.supervisor?.stopAll();
  }

  /** Kills it at once, as a crash would (SIGKILL to its process group). */
  kill(): void {
    if (this.child?.pid !== undefined && this.running) process.kill(-this.child.pid, 'SIGKILL');
  }
}

export interface Cluster {
  url: string;
  config: StorefrontConfig;
  ports: ClusterPorts;
  /** The storefronts' build folder (relative to the root). */
  distDir: string;
  redisUrl: string;
  databaseUrl: string;
  storefronts: ClusterProcess[];
  commerce: ClusterProcess[];
  redis: { stop: () => Promise<void>; start: () => Promise<void> };
  postgres: { stop: () => Promise<void>; start: () => Promise<void> };
  stop: () => Promise<void>;
  /** Resolves with an exit code when a part the cluster cannot run without dies. */
  died: Promise<number>;
}

export interface ClusterOptions {
  root?: string;
  env?: NodeJS.ProcessEnv;
  instances?: number;
  log?: (message: string) => void;
}

function clusterSettings(env: NodeJS.ProcessEnv, instances: number) {
  if (!Number.isInteger(instances) || instances < 1 || instances > MAX_INSTANCES) {
    throw new ConfigError(`--instances must be a whole number from 1 to ${MAX_INSTANCES}`);
  }
  const base = Number(env.CLUSTER_PORT_BASE ?? DEFAULT_CLUSTER_PORT_BASE);
  if (!Number.isInteger(base) || base < 1024 || base > 65_000) {
    throw new ConfigError('Invalid environment variable: CLUSTER_PORT_BASE must be a port number from 1024 to 65000');
  }
  return clusterPorts(base, instances);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The page nginx shows when no storefront answers, in the content dictionary's words (English defaults). */
async function unavailablePage(config: StorefrontConfig): Promise<string> {
  const texts: Record<string, string> = { ...errorTextDefaults };
  try {
    const response = await fetch(config.content.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${config.content.token}`,
        ...(config.content.environment ? { 'x-environment': config.content.environment } : {}),
      },
      body: JSON.stringify({ query: '{ globalConfiguration { dictionary } }' }),
      signal: AbortSignal.timeout(5_000),
    });
    const body = (await response.json()) as { data?: { globalConfiguration?: { dictionary?: Record<string, unknown> } } };
    for (const key of Object.keys(texts)) {
      const value = body.data?.globalConfiguration?.dictionary?.[key];
      if (typeof value === 'string' && value.trim() !== '') texts[key] = value;
    }
  } catch {
    // The English defaults stand in for a dictionary the content service could not give.
  }
  return `<!doctype html>
<html lang="sv"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(texts.errorHeadline!)}</title></head>
<body><main><h1>${escapeHtml(texts.errorHeadline!)}</h1><p>${escapeHtml(texts.errorText!)}</p>
<p><a href="/">${escapeHtml(texts.errorButtonText!)}</a></p></main></body></html>
`;
}

/** Starts the whole topology; resolves when nginx passes requests through to the storefronts. */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const root = options.root ?? process.cwd();
  const log = options.log ?? ((message: string) => console.log(message));
  const instances = options.instances ?? DEFAULT_INSTANCES;
  const outer = options.env ?? process.env;
  const ports = clusterSettings(outer, instances);
  const publicConfig = parseConfig(outer);
  const publicUrl = `http://localhost:${publicConfig.port}`;
  const siteUrl = outer.SITE_URL ?? publicUrl;
  const dataDir = resolve(root, outer.GLANS_DATA_DIR ?? join('.data', `cluster-${publicConfig.port}`));
  const distDir = outer.NEXT_DIST_DIR ?? `.next-cluster-${publicConfig.port}`;
  const redisUrl = `redis://127.0.0.1:${ports.redis}`;

  const env: NodeJS.ProcessEnv = {
    ...outer,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(publicConfig.port),
    SITE_URL: siteUrl,
    STOREFRONT_URL: siteUrl,
    GLANS_DATA_DIR: dataDir,
    LOCAL_SERVICES_PORT_BASE: String(ports.servicesBase),
    NEXT_DIST_DIR: distDir,
  };
  // The local content service's images reach browsers through nginx (and its asset cache), as a CDN in front
  // of an asset host would serve them; a configured DatoCMS or CONTENT_ASSET_URL keeps its own host.
  const localAssets = !outer.DATOCMS_API_URL && !outer.CONTENT_ASSET_URL;
  if (localAssets) env.CONTENT_ASSET_URL = `${siteUrl}${CONTENT_ASSETS_PATH}`;
  const storefrontEnv: NodeJS.ProcessEnv = { ...env, REDIS_URL: redisUrl, COMMERCE_API_URL: `${siteUrl}${COMMERCE_PATH}` };
  const config = parseConfig(storefrontEnv);

  let resolveDied: (code: number) => void = () => {};
  const died = new Promise<number>((resolveDeath) => (resolveDied = resolveDeath));
  let stopping = false;
  const fatal = (name: string, code: number) => {
    if (stopping) return;
    log(`[glans] ${name} stopped unexpectedly (exit code ${code}); stopping everything.`);
    resolveDied(code === 0 ? 1 : code);
  };
  // An instance may die: nginx sends its requests to the others. The cluster goes on while one is left.
  const instanceDied = (name: string, code: number) => {
    if (stopping) return;
    log(`[glans] ${name} stopped unexpectedly (exit code ${code}); nginx routes around it.`);
  };

  let redis: RedisServer | undefined;
  let postgres: PostgresServer | undefined;
  let services: Stack | undefined;
  let nginx: NginxServer | undefined;
  const storefronts: ClusterProcess[] = [];
  const commerce: ClusterProcess[] = [];
  const stop = async () => {
    stopping = true;
    await nginx?.stop();
    await Promise.all([...storefronts, ...commerce].map((part) => part.stop()));
    await Promise.all([services?.stop(), redis?.stop(), postgres?.stop()]);
  };

  const startRedisPart = async () => {
    redis = await startRedis({ dataDir: join(dataDir, 'redis'), port: ports.redis, log });
  };
  const startPostgresPart = async () => {
    postgres = await startPostgres({ dataDir: join(dataDir, 'postgres'), port: ports.postgres, log });
  };

  try {
    // Both start before either failure is thrown, so that stop() finds whatever did start.
    const started = await Promise.allSettled([startRedisPart(), startPostgresPart()]);
    for (const result of started) if (result.status === 'rejected') throw result.reason;
    log(`[glans] Redis      ${redisUrl}`);
    log(`[glans] PostgreSQL ${postgres!.url}`);
    services = await startLocalServices({ root, env: { ...env, COMMERCE_API_URL: '' }, log, only: ['content', 'search'] });
    void services.died.then((code) => fatal('a local service', code));
    log(`[glans] Content    ${config.content.url}`);
    log(`[glans] Search     ${config.search.host}`);

    for (const [index, port] of ports.commerce.entries()) {
      const part = new ClusterProcess(
        `commerce-${index + 1}`,
        port,
        {
          command: process.execPath,
          args: ['--import', 'tsx', join(root, 'services/commerce/server.ts')],
          env: { ...env, PORT: String(port), DATABASE_URL: postgres!.url, COMMERCE_PUBLIC_URL: `${siteUrl}${COMMERCE_PATH}` },
          cwd: root,
          healthPath: '/health',
        },
        instanceDied,
      );
      commerce.push(part);
    }
    await Promise.all(commerce.map((part) => part.start()));
    for (const part of commerce) log(`[glans] ${part.name} ${part.url} (DATABASE_URL ${postgres!.url})`);

    if (buildIsCurrent(root, storefrontEnv)) log('[glans] The cluster build is current.');
    else {
      log(`[glans] Building the storefront into ${distDir} (next build)…`);
      const require = createRequire(import.meta.url);
      await runBuild(root, storefrontEnv, require.resolve('next/dist/bin/next'));
    }

    for (const [index, port] of ports.storefronts.entries()) {
      const spec = storefrontProcess(root, port);
      storefronts.push(
        new ClusterProcess(`storefront-${index + 1}`, port, { ...spec, env: storefrontEnv, cwd: root, healthPath: '/api/health' }, instanceDied),
      );
    }
    await Promise.all(storefronts.map((part) => part.start()));
    for (const part of storefronts) log(`[glans] ${part.name} ${part.url} (REDIS_URL ${redisUrl})`);

    nginx = await startNginx({
      port: publicConfig.port,
      dir: join(dataDir, 'nginx'),
      storefronts: storefronts.map((part) => `127.0.0.1:${part.port}`),
      commerce: commerce.map((part) => `127.0.0.1:${part.port}`),
      ...(localAssets ? { contentAssets: `127.0.0.1:${new URL(config.content.url).port}` } : {}),
      staticDir: join(root, distDir, 'static'),
      securityHeaders: pageSecurityHeaders(config, 'page'),
      unavailablePage: await unavailablePage(config),
      log,
    });
    void nginx.exited.then((code) => fatal('nginx', code));
    log(`[glans] nginx      ${publicUrl} → ${storefronts.length} storefront and ${commerce.length} commerce instances`);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url: publicUrl,
    config,
    ports,
    distDir,
    redisUrl,
    databaseUrl: postgres!.url,
    storefronts,
    commerce,
    redis: { stop: async () => redis?.stop(), start: startRedisPart },
    postgres: { stop: async () => postgres?.stop(), start: startPostgresPart },
    stop,
    died,
  };
}
