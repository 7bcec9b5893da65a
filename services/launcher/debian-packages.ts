import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The real servers of the production topology (Redis, PostgreSQL, nginx with its brotli modules) come from
 * Debian's packages. As `npm test` does for Chromium, a missing package is installed when we run as root;
 * otherwise the start stops with the one command to run.
 */

export interface DebianPart {
  /** The Debian package that provides it. */
  package: string;
  /** True when it is installed. */
  present: () => boolean;
}

/** The newest installed PostgreSQL's bin folder (`/usr/lib/postgresql/<major>/bin`), if any. */
export function postgresBinDir(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const majors = readdirSync(base)
    .filter((name) => /^\d+$/.test(name) && existsSync(join(base, name, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return majors[0] === undefined ? undefined : join(base, majors[0], 'bin');
}

export const DEBIAN_PARTS = {
  redis: { package: 'redis-server', present: () => existsSync('/usr/bin/redis-server') },
  postgresql: { package: 'postgresql', present: () => postgresBinDir() !== undefined },
  nginx: { package: 'nginx', present: () => existsSync('/usr/sbin/nginx') },
  brotliFilter: {
    package: 'libnginx-mod-http-brotli-filter',
    present: () => existsSync('/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so'),
  },
  brotliStatic: {
    package: 'libnginx-mod-http-brotli-static',
    present: () => existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'),
  },
} satisfies Record<string, DebianPart>;

export class MissingPackagesError extends Error {}

/** Installs the missing ones of `parts` (as root), or throws with the command that would. */
export function ensureDebianPackages(parts: DebianPart[], log: (message: string) => void = console.log): void {
  const missing = [...new Set(parts.filter((part) => !part.present()).map((part) => part.package))];
  if (missing.length === 0) return;
  const command = `apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${missing.join(' ')}`;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) throw new MissingPackagesError(`Missing Debian packages: run \`sudo sh -c '${command}'\` and try again.`);
  log(`[glans] Installing Debian packages: ${missing.join(', ')}…`);
  const install = spawnSync('sh', ['-c', command], { stdio: 'inherit' });
  const still = parts.filter((part) => !part.present()).map((part) => part.package);
  if (install.status !== 0 || still.length > 0) {
    throw new MissingPackagesError(`Installing ${still.join(', ') || missing.join(', ')} failed: run \`${command}\` and try again.`);
  }
}
