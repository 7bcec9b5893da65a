import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { dictionaryDefaults } from '../../lib/content/dictionary-defaults';
import { errorTextDefaults } from '../../lib/content/error-text-defaults';
import { ConfigError, localServicePorts, parseConfig, type LocalServiceName, type StorefrontConfig } from '../../lib/config';
import { pageSecurityHeaders } from '../../lib/security/policy';
import { buildIsCurrent, runBuild } from './build';
import { COMMERCE_PATH, CONTENT_ASSETS_PATH, CONTENT_LISTEN_PATH, pageCacheSeconds, startNginx, type NginxServer } from './nginx';
import { startPostgres } from './postgres';
import { startRedis } from './redis';
import { ensureCatalogue } from '../seed/ensure';
import { ClusterProcess, type ProcessSpec } from './cluster-process';
import { LAUNCHER, RunFiles, stopLeftovers } from './run-files';
import { nextBin, SERVICE_ENTRIES, storefrontProcess } from './stack';
import { KeptRunning } from './supervisor';
import { withEditorSecrets } from './editor-secrets';

export { ClusterProcess } from './cluster-process';

/**
 * The production topology on one machine (`npm run demo:cluster`, the cluster tests and bench:cluster):
 * Redis (Next's shared cache and the content cache-tag index), PostgreSQL, two commerce instances on it,
 * the local content and search services, N storefront instances of one build on `next start`, and nginx
 * on `PORT` in front of the storefronts and the commerce instances. Every inner part listens on a port of
 * its own, counted from `CLUSTER_PORT_BASE`, so the cluster runs beside `npm run demo`.
 *
 * Each part is reached through the variable a deployment on several machines would set instead:
 * `REDIS_URL` and `COMMERCE_API_URL` for the storefronts, `DATABASE_URL` for the commerce instances, and
 * the upstream lists of nginx. The inner parts listen on 127.0.0.1, so only nginx is reachable from other
 * machines; `CLUSTER_BIND_HOST=0.0.0.0` (or `::`) makes them listen on every interface instead, for the
 * layout with parts on several machines.
 *
 * The launcher keeps every inner part running (docs/topology.md, "Supervision and faults"): one that dies
 * is started again with back-off (KeptRunning), and the Node parts are also probed on their health path and
 * killed and restarted when they stop answering (cluster-process.ts). Each part's pid is written under the
 * data folder's `run/` (run-files.ts), so a start after a launcher that was killed stops what it left.
 */

export const DEFAULT_CLUSTER_PORT_BASE = 9000;
export const DEFAULT_INSTANCES = 2;
export const COMMERCE_INSTANCES = 2;
const MAX_INSTANCES = 16;
/** The addresses CLUSTER_BIND_HOST may name: loopback (the default) or every interface. */
const BIND_HOSTS = ['127.0.0.1', '0.0.0.0', '::'];

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

/** A part the launcher keeps running (Redis, PostgreSQL): its current pid and how often it was restarted. */
export interface SupervisedPart {
  readonly name: string;
  readonly pid: number | undefined;
  readonly restarts: number;
  /** Starts it (resolves at once when it runs). */
  start(): Promise<void>;
  /** Stops it; it stays stopped until `start`. */
  stop(): Promise<void>;
}

function supervisedPart<T extends { pid: number | undefined; exited: Promise<number>; stop(): Promise<void> }>(
  kept: KeptRunning<T>,
): SupervisedPart {
  return {
    name: kept.name,
    get pid() {
      return kept.server?.pid;
    },
    get restarts() {
      return kept.restarts;
    },
    start: async () => {
      await kept.start();
    },
    stop: () => kept.stop(),
  };
}

export interface Cluster {
  url: string;
  config: StorefrontConfig;
  ports: ClusterPorts;
  /** The address the inner parts listen on (CLUSTER_BIND_HOST). */
  bindHost: string;
  /** The data folder (pid files under `run/`). */
  dataDir: string;
  /** The storefronts' build folder (relative to the root). */
  distDir: string;
  redisUrl: string;
  databaseUrl: string;
  storefronts: ClusterProcess[];
  commerce: ClusterProcess[];
  /** The local content and search services the cluster runs (none when the configuration points elsewhere). */
  services: ClusterProcess[];
  redis: SupervisedPart;
  postgres: SupervisedPart;
  /** nginx's master process. */
  nginxPid: () => number | undefined;
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
  const bindHost = env.CLUSTER_BIND_HOST?.trim() || '127.0.0.1';
  if (!BIND_HOSTS.includes(bindHost)) {
    throw new ConfigError(`Invalid environment variable: CLUSTER_BIND_HOST must be one of ${BIND_HOSTS.join(', ')} (127.0.0.1 unless set)`);
  }
  return { ports: clusterPorts(base, instances), bindHost };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A page of nginx's own: a headline, a text and a link to the front page. */
function frontPage(headline: string, text: string, button: string): string {
  return `<!doctype html>
<html lang="sv"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(headline)}</title></head>
<body><main><h1>${escapeHtml(headline)}</h1><p>${escapeHtml(text)}</p>
<p><a href="/">${escapeHtml(button)}</a></p></main></body></html>
`;
}

/**
 * The pages nginx answers itself, in the content dictionary's words (English defaults): when no storefront
 * answers (503) and when a client is past its limits (429).
 */
async function frontPages(config: StorefrontConfig): Promise<{ unavailablePage: string; busyPage: string }> {
  const texts: Record<string, string> = {
    ...errorTextDefaults,
    tooManyRequestsHeadline: dictionaryDefaults.tooManyRequestsHeadline,
    tooManyRequestsText: dictionaryDefaults.tooManyRequestsText,
  };
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
  return {
    unavailablePage: frontPage(texts.errorHeadline!, texts.errorText!, texts.errorButtonText!),
    busyPage: frontPage(texts.tooManyRequestsHeadline!, texts.tooManyRequestsText!, texts.errorButtonText!),
  };
}

/** Starts the whole topology; resolves when nginx passes requests through to the storefronts. */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const root = options.root ?? process.cwd();
  const log = options.log ?? ((message: string) => console.log(message));
  const instances = options.instances ?? DEFAULT_INSTANCES;
  const outer = options.env ?? process.env;
  const { ports, bindHost } = clusterSettings(outer, instances);
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
    CLUSTER_BIND_HOST: bindHost,
  };
  // The local content service's images reach browsers through nginx (and its asset cache), as a CDN in front
  // of an asset host would serve them; a configured DatoCMS or CONTENT_ASSET_URL keeps its own host.
  // The data folder's own editor secrets, never the demo's fixed ones (editor-secrets.ts).
  Object.assign(env, withEditorSecrets(env, dataDir));
  const localAssets = !outer.DATOCMS_API_URL && !outer.CONTENT_ASSET_URL;
  if (localAssets) env.CONTENT_ASSET_URL = `${siteUrl}${CONTENT_ASSETS_PATH}`;
  // nginx's page micro-cache sits in front of the storefronts: the content webhook waits it out.
  const storefrontEnv: NodeJS.ProcessEnv = {
    ...env,
    REDIS_URL: redisUrl,
    COMMERCE_API_URL: `${siteUrl}${COMMERCE_PATH}`,
    FRONT_PAGE_CACHE_SECONDS: String(pageCacheSeconds()),
  };
  const config = parseConfig(storefrontEnv);

  // A start finds what an earlier run of this data folder left running: it stops it, or refuses while that
  // run's launcher is alive.
  const runFiles = new RunFiles(dataDir);
  await stopLeftovers(runFiles, log);
  runFiles.record(LAUNCHER, process.pid);
  const recordPid = (name: string, pid: number) => runFiles.record(name, pid);

  let resolveDied: (code: number) => void = () => {};
  const died = new Promise<number>((resolveDeath) => (resolveDied = resolveDeath));
  let stopping = false;
  const fatal = (name: string, code: number) => {
    if (stopping) return;
    log(`[glans] ${name} stopped unexpectedly (exit code ${code}); stopping everything.`);
    resolveDied(code === 0 ? 1 : code);
  };

  const redis = new KeptRunning(
    'redis',
    () => startRedis({ dataDir: join(dataDir, 'redis'), port: ports.redis, bind: bindHost, log }),
    log,
  );
  const postgres = new KeptRunning(
    'postgres',
    () => startPostgres({ dataDir: join(dataDir, 'postgres'), port: ports.postgres, listenAddress: bindHost, log }),
    log,
  );
  for (const kept of [redis, postgres] as const) kept.onStart((server) => server.pid !== undefined && recordPid(kept.name, server.pid));
  let nginx: NginxServer | undefined;
  const services: ClusterProcess[] = [];
  const storefronts: ClusterProcess[] = [];
  const commerce: ClusterProcess[] = [];
  const stop = async () => {
    stopping = true;
    await nginx?.stop();
    await Promise.all([...storefronts, ...commerce].map((part) => part.stop()));
    await Promise.all([...services.map((part) => part.stop()), redis.stop(), postgres.stop()]);
    runFiles.clear();
  };
  const part = (name: string, port: number, spec: Omit<ProcessSpec, 'cwd'>) =>
    new ClusterProcess(name, port, { ...spec, cwd: root }, log, undefined, recordPid);

  let databaseUrl = '';
  try {
    // Both start before either failure is thrown, so that stop() finds whatever did start.
    const started = await Promise.allSettled([redis.start(), postgres.start()]);
    for (const result of started) if (result.status === 'rejected') throw result.reason;
    databaseUrl = postgres.server!.url;
    log(`[glans] Redis      ${redisUrl}`);
    log(`[glans] PostgreSQL ${databaseUrl}`);

    await ensureCatalogue({ root, log });
    const servicePorts = localServicePorts(config.localServicesPortBase);
    for (const name of ['content', 'search'] as LocalServiceName[]) {
      if (!config.localServices[name]) continue;
      const args = ['--import', 'tsx', join(root, SERVICE_ENTRIES[name])];
      services.push(
        part(name, servicePorts[name], {
          command: process.execPath,
          args,
          // Live preview's channels reach editors' browsers through nginx (deploy/nginx/content-listen.conf).
          env: {
            ...env,
            COMMERCE_API_URL: '',
            PORT: String(servicePorts[name]),
            ...(localAssets ? { CONTENT_LISTEN_PUBLIC_URL: `${siteUrl}${CONTENT_LISTEN_PATH}` } : {}),
          },
          healthPath: '/health',
        }),
      );
    }
    await Promise.all(services.map((service) => service.start()));
    log(`[glans] Content    ${config.content.url}`);
    log(`[glans] Search     ${config.search.host}`);

    for (const [index, port] of ports.commerce.entries()) {
      const args = ['--import', 'tsx', join(root, 'services/commerce/server.ts')];
      // nginx reaches the instances on loopback: its X-Forwarded-For names the shopper whose wrong coupon codes count.
      const commerceEnv = {
        ...env,
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        COMMERCE_PUBLIC_URL: `${siteUrl}${COMMERCE_PATH}`,
        COMMERCE_TRUSTED_PROXIES: '127.0.0.1',
      };
      commerce.push(part(`commerce-${index + 1}`, port, { command: process.execPath, args, env: commerceEnv, healthPath: '/health' }));
    }
    await Promise.all(commerce.map((instance) => instance.start()));
    for (const instance of commerce) log(`[glans] ${instance.name} ${instance.url} (DATABASE_URL ${databaseUrl})`);

    if (buildIsCurrent(root, storefrontEnv)) log('[glans] The cluster build is current.');
    else {
      log(`[glans] Building the storefront into ${distDir} (next build)…`);
      await runBuild(root, storefrontEnv, nextBin());
    }

    for (const [index, port] of ports.storefronts.entries()) {
      // `localhost`, not 127.0.0.1: Next takes a rewrite to another origin than the one it was started on as
      // external and proxies it over HTTP, and the proxy's rewrites are addressed to `localhost`.
      const spec = storefrontProcess(root, port, bindHost === '127.0.0.1' ? 'localhost' : undefined);
      storefronts.push(part(`storefront-${index + 1}`, port, { ...spec, env: storefrontEnv, healthPath: '/api/health' }));
    }
    await Promise.all(storefronts.map((instance) => instance.start()));
    for (const instance of storefronts) log(`[glans] ${instance.name} ${instance.url} (REDIS_URL ${redisUrl})`);

    nginx = await startNginx({
      port: publicConfig.port,
      dir: join(dataDir, 'nginx'),
      storefronts: storefronts.map((instance) => `127.0.0.1:${instance.port}`),
      commerce: commerce.map((instance) => `127.0.0.1:${instance.port}`),
      ...(localAssets ? { contentAssets: `127.0.0.1:${new URL(config.content.url).port}` } : {}),
      staticDir: join(root, distDir, 'static'),
      securityHeaders: pageSecurityHeaders(config, 'page'),
      ...(await frontPages(config)),
      log,
    });
    void nginx.exited.then((code) => fatal('nginx', code));
    const nginxPid = readNginxPid(join(dataDir, 'nginx'));
    if (nginxPid !== undefined) recordPid('nginx', nginxPid);
    log(`[glans] nginx      ${publicUrl} → ${storefronts.length} storefront and ${commerce.length} commerce instances`);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url: publicUrl,
    config,
    ports,
    bindHost,
    dataDir,
    distDir,
    redisUrl,
    databaseUrl,
    storefronts,
    commerce,
    services,
    redis: supervisedPart(redis),
    postgres: supervisedPart(postgres),
    nginxPid: () => readNginxPid(join(dataDir, 'nginx')),
    stop,
    died,
  };
}

/** nginx's master pid, from the pid file its configuration names (nginx.ts). */
function readNginxPid(dir: string): number | undefined {
  try {
    const pid = Number(readFileSync(join(dir, 'nginx.pid'), 'utf8').trim());
    return Number.isInteger(pid) && pid > 1 ? pid : undefined;
  } catch {
    return undefined;
  }
}
