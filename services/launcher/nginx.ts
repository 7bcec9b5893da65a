import { spawn } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEBIAN_PARTS, ensureDebianPackages } from './debian-packages';
import { waitForUrl } from './wait';

/**
 * nginx in front of the storefront and commerce instances (DESIGN.md section 6, docs/topology.md): Debian's
 * nginx with its brotli modules, run in the foreground as a child of the launcher. Its configuration is
 * `deploy/nginx/glans.conf` (with `proxy-common.conf`, `pages.conf` and `content-assets.conf`); this module only fills in
 * the addresses, ports and paths and writes the filled copy, with the pages nginx answers itself (503, 429),
 * under the cluster's data folder.
 *
 * Run as root, nginx's workers run as Debian's `www-data`: the folders above the nginx folder are made
 * passable for it (search permission only, as the PostgreSQL launcher does for its user), and a build
 * folder it cannot read is copied into the nginx folder.
 */

/** The Cache-Control nginx gives a page it keeps (deploy/nginx/glans.conf's `$glans_cache_control`). */
export const CACHED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, stale-while-revalidate=2';
/** The path prefix under which nginx serves the commerce API. */
export const COMMERCE_PATH = '/commerce';
/** The path prefix under which nginx serves the local content service's uploads (CONTENT_ASSET_URL). */
export const CONTENT_ASSETS_PATH = '/content-assets';
/** The path prefix under which nginx serves the local content service's live-preview channels (CONTENT_LISTEN_PUBLIC_URL). */
export const CONTENT_LISTEN_PATH = '/content-listen';
/** Where the configuration an operator reads lives. */
export const NGINX_CONFIG_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../deploy/nginx');
/**
 * How long nginx keeps a page, in whole seconds (pages.conf's `proxy_cache_valid`): the storefronts are told
 * (FRONT_PAGE_CACHE_SECONDS), and the content webhook answers once no page stored before a publish is served.
 */
export function pageCacheSeconds(): number {
  const value = /^proxy_cache_valid [^;]*?\b(\d+)s;$/m.exec(readFileSync(join(NGINX_CONFIG_DIR, 'pages.conf'), 'utf8'))?.[1];
  if (value === undefined) throw new Error(`${join(NGINX_CONFIG_DIR, 'pages.conf')} keeps pages for no time in whole seconds (proxy_cache_valid … <n>s)`);
  return Number(value);
}
/** The user nginx's workers run as when the launcher is root (Debian's nginx package's own). */
const WORKER_USER = 'www-data';

export interface NginxOptions {
  /** The public port (loopback addresses). */
  port: number;
  /** Where the configuration, cache, temporary files and pid file go. */
  dir: string;
  /** `host:port` of each storefront instance. */
  storefronts: string[];
  /** `host:port` of each commerce instance. */
  commerce: string[];
  /** `host:port` of the local content service's asset host; unset when the content's images come from elsewhere. */
  contentAssets?: string;
  /** The build's `static` folder (`<distDir>/static`). */
  staticDir: string;
  /** Headers every answer of nginx's own carries (the storefront's security headers). */
  securityHeaders: Record<string, string>;
  /** The HTML of the page shown when no storefront instance answers. */
  unavailablePage: string;
  /** The HTML of the page shown with 429 to a client past its limits (glans.conf's `limit_req`, `limit_conn`). */
  busyPage: string;
  /** The path that answers 2xx once nginx passes requests through (`/api/health`, the storefront's). */
  readyPath?: string;
}

/** The values of the placeholders; a list repeats the line that names it once per value. */
export type NginxPlaceholders = Record<string, string | string[]>;

/**
 * `template` with each `{{NAME}}` replaced; a line naming a list placeholder is written once per value.
 * Throws on a placeholder without a value, so a filled file never reaches nginx half filled.
 */
export function fillTemplate(template: string, values: NginxPlaceholders): string {
  const out: string[] = [];
  for (const line of template.split('\n')) {
    const names = [...line.matchAll(/\{\{([A-Z_]+)\}\}/g)].map((match) => match[1]!);
    if (names.length === 0 || line.trimStart().startsWith('#')) {
      out.push(line);
      continue;
    }
    for (const name of names) if (values[name] === undefined) throw new Error(`nginx configuration: no value for {{${name}}}`);
    const list = names.find((name) => Array.isArray(values[name]));
    const copies = list ? (values[list] as string[]) : [undefined];
    for (const item of copies) {
      out.push(line.replace(/\{\{([A-Z_]+)\}\}/g, (_, name: string) => (name === list ? item! : (values[name] as string))));
    }
  }
  return out.join('\n');
}

const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

interface Account {
  uid: number;
  gid: number;
}

/** The worker user's ids when the launcher is root; undefined when nginx runs as the launcher's own user. */
function workerAccount(): Account | undefined {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${WORKER_USER}:`));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (uid === undefined || gid === undefined)
    throw new Error(`Running as root, but there is no \`${WORKER_USER}\` user to run nginx's workers as`);
  return { uid: Number(uid), gid: Number(gid) };
}

/** The permission bit `account` is judged by on `path` (owner, group or other), shifted to `execute`. */
function classBit(path: string, account: Account): { mode: number; shift: number } {
  const stat = statSync(path);
  const shift = stat.uid === account.uid ? 6 : stat.gid === account.gid ? 3 : 0;
  return { mode: stat.mode, shift };
}

/** Whether `account` may pass through every folder above `path` and list and read `path` itself. */
function readableBy(path: string, account: Account): boolean {
  const own = classBit(path, account);
  if (((own.mode >> own.shift) & 0o5) !== 0o5) return false;
  for (let dir = dirname(path); ; dir = dirname(dir)) {
    const { mode, shift } = classBit(dir, account);
    if (((mode >> shift) & 0o1) === 0) return false;
    if (dirname(dir) === dir) return true;
  }
}

/** Lets `account` pass through every folder above `path` (search permission only, nothing to read). */
function makePassable(path: string, account: Account, log: (message: string) => void): void {
  for (let dir = dirname(path); ; dir = dirname(dir)) {
    const { mode, shift } = classBit(dir, account);
    if (((mode >> shift) & 0o1) === 0) {
      chmodSync(dir, (mode & 0o7777) | (0o1 << shift));
      log(`[nginx] made ${dir} passable for the ${WORKER_USER} user`);
    }
    if (dirname(dir) === dir) return;
  }
}

/**
 * Writes the filled configuration into `options.dir` (with its includes, the security headers and the 503
 * page) and answers the path of its `nginx.conf`.
 */
export function writeNginxConfig(options: NginxOptions, log: (message: string) => void = () => {}): string {
  const dir = resolve(options.dir);
  const account = workerAccount();
  // The page micro-cache starts empty: nginx would otherwise serve a page stored by the previous run, which may
  // be of another build whose scripts are gone, once as stale while it refreshes it.
  rmSync(join(dir, 'cache'), { recursive: true, force: true });
  rmSync(join(dir, 'locations'), { recursive: true, force: true });
  for (const sub of ['cache', 'html', 'tmp', 'locations']) mkdirSync(join(dir, sub), { recursive: true, mode: 0o755 });
  chmodSync(dir, 0o755);
  writeFileSync(join(dir, 'html', 'glans-unavailable.html'), options.unavailablePage, { mode: 0o644 });
  writeFileSync(join(dir, 'html', 'glans-busy.html'), options.busyPage, { mode: 0o644 });

  let staticDir = resolve(options.staticDir);
  if (account) {
    makePassable(join(dir, 'html'), account, log);
    // An image cache written by workers of another user would be unreadable to these.
    const assets = join(dir, 'asset-cache');
    if (existsSync(assets) && statSync(assets).uid !== account.uid) rmSync(assets, { recursive: true, force: true });
    if (existsSync(staticDir) && !readableBy(staticDir, account)) {
      // The workers serve a copy of the build's scripts and styles where they can read them.
      const copy = join(dir, 'static');
      rmSync(copy, { recursive: true, force: true });
      cpSync(staticDir, copy, { recursive: true });
      openToAll(copy);
      staticDir = copy;
    }
  }

  const values: NginxPlaceholders = {
    NGINX_DIR: dir,
    STATIC_DIR: staticDir,
    PORT: String(options.port),
    STOREFRONT: options.storefronts,
    COMMERCE: options.commerce,
    ...(options.contentAssets ? { CONTENT_ASSETS: options.contentAssets } : {}),
  };
  const template = (name: string) => readFileSync(join(NGINX_CONFIG_DIR, name), 'utf8');
  let main = fillTemplate(template('glans.conf'), values);
  // Run as another user, nginx keeps to it (and warns about a `user` line).
  if (!account) main = main.replace(/^user [^;]+;$/m, '# user: the launcher is not root; the workers run as its user.');
  const header = `# Filled in from ${join(NGINX_CONFIG_DIR, 'glans.conf')} by services/launcher/nginx.ts; edit that file, not this one.\n`;
  writeFileSync(join(dir, 'nginx.conf'), header + main);
  for (const include of ['proxy-common.conf', 'pages.conf']) writeFileSync(join(dir, include), fillTemplate(template(include), values));
  if (options.contentAssets) {
    for (const include of ['content-assets.conf', 'content-listen.conf'])
      writeFileSync(join(dir, 'locations', include), fillTemplate(template(include), values));
  }
  const security = Object.entries(options.securityHeaders).map(([name, value]) => `add_header ${name} ${quote(value)} always;`);
  writeFileSync(join(dir, 'security-headers.conf'), `${security.join('\n')}\n`);
  return join(dir, 'nginx.conf');
}

/** Files readable and folders passable by everyone (the copy holds the build's public scripts only). */
function openToAll(path: string): void {
  const directory = statSync(path).isDirectory();
  chmodSync(path, directory ? 0o755 : 0o644);
  if (directory) for (const child of readdirSync(path)) openToAll(join(path, child));
}

export interface NginxServer {
  url: string;
  exited: Promise<number>;
  stop: () => Promise<void>;
}

/** Writes the configuration and runs nginx in the foreground until `stop`. */
export async function startNginx(options: NginxOptions & { log?: (message: string) => void }): Promise<NginxServer> {
  ensureDebianPackages([DEBIAN_PARTS.nginx, DEBIAN_PARTS.brotliFilter, DEBIAN_PARTS.brotliStatic], options.log);
  const dir = resolve(options.dir);
  const configFile = writeNginxConfig(options, options.log);

  const child = spawn('/usr/sbin/nginx', ['-c', configFile, '-p', dir], { detached: true, stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<number>((resolveExit) => {
    child.once('exit', (code, signal) => resolveExit(code ?? (signal ? 128 : 1)));
    child.once('error', () => resolveExit(127));
  });
  let done = false;
  void exited.then(() => (done = true));
  const stop = async () => {
    if (done || child.pid === undefined) return;
    try {
      // QUIT: nginx finishes the requests in flight, then exits.
      process.kill(-child.pid, 'SIGQUIT');
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // Gone already.
      }
    }, 5_000);
    await exited;
    clearTimeout(timer);
  };
  const url = `http://localhost:${options.port}`;
  try {
    // Ready when it passes a request through to a storefront instance.
    await waitForUrl(`${url}${options.readyPath ?? '/api/health'}`, 15_000, () => done);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, exited, stop };
}
