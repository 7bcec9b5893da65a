import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NGINX_CONFIG_DIR } from '../../services/launcher/nginx';

/**
 * Settings read from deploy/nginx/*.conf, so the cluster tests' bounds follow the configuration they test
 * instead of repeating its figures.
 */

/** An nginx time (`1500ms`, `5s`, `2`) in milliseconds. */
export function nginxMs(value: string): number {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m)?$/.exec(value.trim());
  if (!match) throw new Error(`not an nginx time: ${value}`);
  const unit = match[2] ?? 's';
  return Number(match[1]) * (unit === 'ms' ? 1 : unit === 'm' ? 60_000 : 1_000);
}

function confText(file: string): string {
  return readFileSync(join(NGINX_CONFIG_DIR, file), 'utf8');
}

/** The body of `location <path> { … }` in glans.conf. */
export function locationBlock(path: string): string {
  const escaped = path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const block = new RegExp(`location ${escaped} \\{([\\s\\S]*?)\\n    \\}`).exec(confText('glans.conf'))?.[1];
  if (block === undefined) throw new Error(`glans.conf has no location ${path}`);
  return block;
}

/** The value of a directive in a block of configuration text (its first occurrence outside comments). */
export function directive(text: string, name: string): string {
  const line = text
    .split('\n')
    .map((entry) => entry.trim())
    .find((entry) => entry.startsWith(`${name} `));
  if (line === undefined) throw new Error(`no ${name} directive`);
  return line.slice(name.length + 1).replace(/;$/, '');
}

/** A directive's value in glans.conf (its first occurrence: the http block's settings come first). */
export function mainSetting(name: string): string {
  return directive(confText('glans.conf'), name);
}

/** The read timeouts a shopper's wait follows from: pages (pages.conf) and Next's image optimiser. */
export function readTimeouts(): { pageMs: number; imageMs: number } {
  return {
    pageMs: nginxMs(directive(confText('pages.conf'), 'proxy_read_timeout')),
    imageMs: nginxMs(directive(locationBlock('/_next/image'), 'proxy_read_timeout')),
  };
}

/** The upstream's `fail_timeout`: how long an instance that failed once is left out. */
export function failTimeoutMs(): number {
  const value = /server \{\{STOREFRONT\}\} max_fails=\d+ fail_timeout=(\S+);/.exec(confText('glans.conf'))?.[1];
  if (value === undefined) throw new Error('glans.conf has no storefront fail_timeout');
  return nginxMs(value);
}
