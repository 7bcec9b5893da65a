import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { parseConfig, localServicePorts, type LocalServiceName, type StorefrontConfig } from '../../lib/config';
import { ensureCatalogue } from '../seed/ensure';
import { buildIsCurrent, runBuild } from './build';
import { withEditorSecrets } from './editor-secrets';
import { Supervisor } from './supervisor';
import { waitForUrl } from './wait';

/**
 * The one start-up path of Glans: the demo, the dev server, the e2e tests and the integration tests all
 * come up through here. It generates the demo catalogue if missing, starts the local services that the
 * configuration leaves local, builds when the build is missing or stale, starts Next.js, and waits until
 * every part answers.
 */

export type Mode = 'production' | 'development';

export const SERVICE_ENTRIES: Record<LocalServiceName, string> = {
  content: 'services/content/server.ts',
  search: 'services/search/server.ts',
  commerce: 'services/commerce/server.ts',
};
// A loaded machine can take longer to start a service (PGlite compiling its WebAssembly): SERVICE_START_TIMEOUT_MS.
const SERVICE_START_TIMEOUT_MS = Number(process.env.SERVICE_START_TIMEOUT_MS) || 60_000;
const NEXT_START_TIMEOUT_MS = 180_000;
const require = createRequire(import.meta.url);

/**
 * Next's `next` command (`next build`, `next start`, `next dev`), as npm links it in `node_modules/.bin` beside
 * the installed `next` package; the caller runs it with this process's Node (the project's Node 24), not with
 * whatever `node` its first line would find on the PATH.
 */
export function nextBin(): string {
  return join(dirname(require.resolve('next/package.json')), '..', '.bin', 'next');
}

/**
 * The command that serves the production build of `root` with Next's own server (`next start`) on `port`,
 * under Node's own request-head limit (16 KB, line and headers together: a longer head gets a 431 before Next
 * reads it, in a fixed small time; every address the storefront writes fits well inside it). Run it with
 * `cwd: root` (next.config.ts resolves the cache handler there) and the environment of the build's stack (the
 * caller's: PORT, REDIS_URL, NEXT_DIST_DIR, …). Every instance started this way on one build serves the same
 * pages; with REDIS_URL they share one cache. With `hostname` it listens on that address only
 * (`next start --hostname`), else on every interface.
 */
export function storefrontProcess(root: string, port: number, hostname?: string): { command: string; args: string[] } {
  return {
    command: process.execPath,
    args: [nextBin(), 'start', root, '--port', String(port), ...(hostname ? ['--hostname', hostname] : [])],
  };
}

export interface Stack {
  config: StorefrontConfig;
  url: string;
  stop: () => Promise<void>;
  /** Resolves with an exit code when a part of the stack dies on its own. */
  died: Promise<number>;
}

interface StartOptions {
  root?: string;
  env?: NodeJS.ProcessEnv;
  log?: (message: string) => void;
}

function childEnv(config: StorefrontConfig, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    ...env,
    LOCAL_SERVICES_PORT_BASE: String(config.localServicesPortBase),
    GLANS_DATA_DIR: config.dataDir,
    PORT: String(config.port),
    NEXT_TELEMETRY_DISABLED: '1',
    // Where the commerce service's demo payment step sends the shopper back to (and the one site that may
    // frame it), and where browsers reach the service: the storefront's own configuration, not a request's Host.
    STOREFRONT_URL: config.siteUrl,
    COMMERCE_PUBLIC_URL: config.commerce.url,
  };
}

/** Starts the local services (not Next.js). Used by the stack and by the integration tests. */
export async function startLocalServices(options: StartOptions & { only?: LocalServiceName[] } = {}): Promise<Stack> {
  const root = options.root ?? process.cwd();
  const env = options.env ?? process.env;
  const log = options.log ?? ((message: string) => console.log(message));
  const config = parseConfig(env);
  await ensureCatalogue({ root, log });

  let resolveDied: (code: number) => void = () => {};
  const died = new Promise<number>((resolve) => (resolveDied = resolve));
  let aborted = false;
  const supervisor = new Supervisor((name, code) => {
    aborted = true;
    log(`[glans] ${name} stopped unexpectedly (exit code ${code}); stopping everything.`);
    resolveDied(code === 0 ? 1 : code);
  });
  const ports = localServicePorts(config.localServicesPortBase);
  const wanted = (Object.keys(SERVICE_ENTRIES) as LocalServiceName[]).filter(
    (name) => config.localServices[name] && (!options.only || options.only.includes(name)),
  );
  const base = childEnv(config, env);
  for (const name of wanted) {
    supervisor.start(
      name,
      process.execPath,
      ['--import', 'tsx', join(root, SERVICE_ENTRIES[name])],
      { ...base, PORT: String(ports[name]) },
      root,
    );
  }
  try {
    await Promise.all(wanted.map((name) => waitForUrl(`http://127.0.0.1:${ports[name]}/health`, SERVICE_START_TIMEOUT_MS, () => aborted)));
  } catch (error) {
    await supervisor.stopAll();
    throw error;
  }
  return { config, url: '', stop: () => supervisor.stopAll(), died };
}

/** Starts the whole stack: local services, a build if needed, and Next.js in the given mode. */
export async function startStack(mode: Mode, options: StartOptions = {}): Promise<Stack> {
  const root = options.root ?? process.cwd();
  const outer = options.env ?? process.env;
  // Production never takes the demo's fixed editor secrets: the data folder's own are used (editor-secrets.ts).
  const env = mode === 'production' ? withEditorSecrets(outer, resolve(root, parseConfig(outer).dataDir)) : outer;
  const log = options.log ?? ((message: string) => console.log(message));
  const services = await startLocalServices({ root, env, log });
  const config = services.config;
  let aborted = false;
  void services.died.then(() => (aborted = true));

  const base = childEnv(config, env);
  let nextSupervisor: Supervisor | undefined;
  let resolveDied: (code: number) => void = () => {};
  const died = new Promise<number>((resolve) => (resolveDied = resolve));
  void services.died.then(resolveDied);

  const stop = async () => {
    await Promise.all([nextSupervisor?.stopAll(), services.stop()]);
  };
  try {
    if (mode === 'production') {
      if (buildIsCurrent(root, base)) {
        log('[glans] The production build is current.');
      } else {
        log('[glans] Building the storefront (next build)…');
        await runBuild(root, { ...base, NODE_ENV: 'production' }, nextBin());
      }
    }
    if (aborted) throw new Error('A local service stopped during start-up');
    nextSupervisor = new Supervisor((name, code) => {
      log(`[glans] ${name} stopped unexpectedly (exit code ${code}); stopping everything.`);
      resolveDied(code === 0 ? 1 : code);
    });
    // Production: Next's own server (`next start`); development: `next dev`.
    const { command, args } =
      mode === 'production'
        ? storefrontProcess(root, config.port)
        : {
            command: process.execPath,
            args: [nextBin(), 'dev', root, '--port', String(config.port)],
          };
    nextSupervisor.start('next', command, args, { ...base, NODE_ENV: mode === 'production' ? 'production' : 'development' }, root);
    const url = `http://localhost:${config.port}`;
    await waitForUrl(`${url}/api/health`, NEXT_START_TIMEOUT_MS, () => aborted);
    return { config, url, stop, died };
  } catch (error) {
    await stop();
    throw error;
  }
}
