import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEBIAN_PARTS, ensureDebianPackages } from './debian-packages';
import { waitForUrl } from './wait';

/**
 * nginx in front of the storefront and commerce instances (DESIGN.md section 6): Debian's nginx with its
 * brotli modules, configured from one generated file under the cluster's data folder and run in the
 * foreground as a child of the launcher.
 *
 * - Storefront instances: round robin; a refused connection, a timeout or a 502/503/504 goes to the next
 *   instance (`proxy_next_upstream`; a POST that already reached an instance is never sent twice).
 * - `/_next/static/` from the build folder on disk, with the build's brotli copies (`brotli_static`) and
 *   `immutable` caching; pages and API answers compressed here (brotli, else gzip), so the instances are
 *   asked for identity bodies and the micro-cache holds one copy per page.
 * - A micro-cache of `MICRO_CACHE_SECONDS` for the pages Next serves from its cache (the answers that carry
 *   `x-nextjs-cache`), served stale while one request refreshes it. Its key carries every header Next varies
 *   a page by, so a browser never gets an RSC payload for a page or the reverse. The draft-mode cookie
 *   bypasses it, and an answer that sets a cookie is never stored (nginx's own rule, left on).
 * - `/commerce/` to the commerce instances, with the same retry rule.
 * - `/content-assets/` to the content service's asset host when the cluster runs the local one: its drawn
 *   images are immutable, so nginx keeps each once per address and image format (AVIF, WebP or neither, the
 *   asset host's answer to the browser's Accept) and the content service draws each variant once.
 * - When no instance answers, a Swedish page from the content dictionary with 503 and `Retry-After`.
 */

/** How long nginx keeps a cached page; a publish is visible through nginx after at most this plus one refresh. */
export const MICRO_CACHE_SECONDS = 1;
/**
 * What browsers and any CDN in front are told about a cached page: revalidate at once in the browser; a shared
 * cache may keep it one second and serve it stale for four more while it refreshes, so a publish shows
 * everywhere within five seconds.
 */
export const CACHED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, stale-while-revalidate=4';
/** The path prefix under which nginx serves the commerce API. */
export const COMMERCE_PATH = '/commerce';
/** The path prefix under which nginx serves the local content service's uploads (CONTENT_ASSET_URL). */
export const CONTENT_ASSETS_PATH = '/content-assets';

export interface NginxOptions {
  /** The public port (all loopback addresses). */
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
}

const COMPRESSED_TYPES = [
  'text/plain',
  'text/css',
  'text/xml',
  'text/x-component',
  'application/javascript',
  'application/json',
  'application/xml',
  'application/atom+xml',
  'application/manifest+json',
  'image/svg+xml',
].join(' ');

function quote(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function upstream(name: string, servers: string[], keepalive: number): string {
  const lines = servers.map((server) => `    server ${server} max_fails=1 fail_timeout=2s;`);
  return `  upstream ${name} {\n${lines.join('\n')}\n    keepalive ${keepalive};\n  }`;
}

const PROXY_COMMON = `      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_connect_timeout 2s;
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_timeout 10s;`;

/** The asset cache and the image format a browser's Accept earns (the asset host's `auto=format` choice). */
function ASSET_CACHE(dir: string): string {
  return `  proxy_cache_path ${join(dir, 'asset-cache')} levels=1:2 keys_zone=glans_assets:8m max_size=2g inactive=30d use_temp_path=off;
  map $http_accept $glans_image_format {
    default "";
    "~image/avif" avif;
    "~image/webp" webp;
  }
`;
}

/** The content service sends its own security headers with its images. */
function assetLocation(contentAssets: string): string {
  return `    location ${CONTENT_ASSETS_PATH}/ {
      proxy_pass http://${contentAssets}/;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_connect_timeout 2s;
      proxy_cache glans_assets;
      proxy_cache_key "$uri?$args|$glans_image_format";
      proxy_cache_valid 200 30d;
      proxy_cache_valid 404 1m;
      # The key holds what the answer varies by (the format class of Accept), so one stored copy per key.
      proxy_ignore_headers Vary;
      proxy_cache_lock on;
      proxy_cache_lock_timeout 30s;
      proxy_cache_use_stale error timeout updating;
      add_header X-Cache-Status $upstream_cache_status always;
    }
`;
}

/** The whole nginx configuration of the cluster. */
export function nginxConfig(options: NginxOptions, runAsRoot: boolean): string {
  const dir = resolve(options.dir);
  const security = Object.entries(options.securityHeaders)
    .map(([name, value]) => `add_header ${name} ${quote(value)} always;`)
    .join('\n');
  writeFileSync(join(dir, 'security-headers.conf'), `${security}\n`);
  const include = `include ${join(dir, 'security-headers.conf')};`;
  return `# Generated by services/launcher/nginx.ts for \`npm run demo:cluster\`; edit that file, not this one.
${runAsRoot ? 'user root;\n' : ''}worker_processes auto;
pid ${join(dir, 'nginx.pid')};
error_log stderr warn;
daemon off;
load_module /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so;
load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;

events {
  worker_connections 4096;
}

http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  server_tokens off;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65s;
  client_body_temp_path ${join(dir, 'tmp', 'body')};
  proxy_temp_path ${join(dir, 'tmp', 'proxy')};
  fastcgi_temp_path ${join(dir, 'tmp', 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'tmp', 'uwsgi')};
  scgi_temp_path ${join(dir, 'tmp', 'scgi')};
  # Query strings of up to about 100 KB reach the storefront, which answers them as any other bad input.
  large_client_header_buffers 4 128k;
  client_max_body_size 1m;
  # The first buffer holds an answer's headers and, for a cached page, its cache key; Next echoes a rewritten
  # address in \`x-middleware-rewrite\`, so both grow with such a query string.
  proxy_buffer_size 256k;
  proxy_buffers 16 64k;
  proxy_busy_buffers_size 256k;

  brotli on;
  brotli_comp_level 5;
  brotli_types ${COMPRESSED_TYPES};
  gzip on;
  gzip_comp_level 5;
  gzip_proxied any;
  gzip_vary on;
  gzip_types ${COMPRESSED_TYPES};

${upstream('glans_storefronts', options.storefronts, 64)}
${upstream('glans_commerce', options.commerce, 32)}

  proxy_cache_path ${join(dir, 'cache')} levels=1:2 keys_zone=glans_pages:16m max_size=512m inactive=10m use_temp_path=off;
${options.contentAssets ? ASSET_CACHE(dir) : ''}
  # Editors in draft mode always reach an instance and their pages are never stored.
  map $http_cookie $glans_draft {
    default 0;
    "~__prerender_bypass=" 1;
  }
  # Only pages Next answers from its cache are stored; everything rendered per request is not.
  map $upstream_http_x_nextjs_cache $glans_not_cached_page {
    "" 1;
    default 0;
  }
  map $upstream_http_x_nextjs_cache $glans_cache_control {
    "" $upstream_http_cache_control;
    default ${quote(CACHED_PAGE_CACHE_CONTROL)};
  }

  server {
    listen 127.0.0.1:${options.port};
    listen [::1]:${options.port};
    server_name _;

    location /_next/static/ {
      alias ${resolve(options.staticDir)}/;
      brotli_static on;
      add_header Cache-Control "public, max-age=31536000, immutable" always;
      ${include}
    }

${options.contentAssets ? assetLocation(options.contentAssets) : ''}
    location ${COMMERCE_PATH}/ {
      proxy_pass http://glans_commerce/;
${PROXY_COMMON}
    }

    location / {
      proxy_pass http://glans_storefronts;
${PROXY_COMMON}
      proxy_set_header Accept-Encoding "";
      proxy_cache glans_pages;
      proxy_cache_methods GET HEAD;
      proxy_cache_key "$request_method|$http_host|$request_uri|rsc=$http_rsc|tree=$http_next_router_state_tree|prefetch=$http_next_router_prefetch|segment=$http_next_router_segment_prefetch";
      proxy_cache_valid 200 301 302 307 308 404 ${MICRO_CACHE_SECONDS}s;
      proxy_ignore_headers Cache-Control Expires Vary;
      proxy_cache_bypass $glans_draft;
      proxy_no_cache $glans_draft $glans_not_cached_page;
      proxy_cache_use_stale updating error timeout http_502 http_503 http_504;
      proxy_cache_background_update on;
      proxy_cache_lock on;
      proxy_cache_lock_timeout 5s;
      proxy_hide_header Cache-Control;
      # Next's internal record of a rewrite (it echoes the whole address, query string included).
      proxy_hide_header x-middleware-rewrite;
      add_header Cache-Control $glans_cache_control always;
      add_header X-Cache-Status $upstream_cache_status always;
    }

    error_page 502 503 504 =503 /glans-unavailable.html;
    location = /glans-unavailable.html {
      internal;
      root ${join(dir, 'html')};
      add_header Retry-After 30 always;
      add_header Cache-Control "no-store" always;
      ${include}
    }
  }
}
`;
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
  // The page micro-cache starts empty: nginx would otherwise serve a page stored by the previous run, which may
  // be of another build whose scripts are gone, once as stale while it refreshes it.
  rmSync(join(dir, 'cache'), { recursive: true, force: true });
  for (const sub of ['cache', 'html', 'tmp']) mkdirSync(join(dir, sub), { recursive: true });
  writeFileSync(join(dir, 'html', 'glans-unavailable.html'), options.unavailablePage);
  const runAsRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const configFile = join(dir, 'nginx.conf');
  writeFileSync(configFile, nginxConfig(options, runAsRoot));

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
    await waitForUrl(`${url}/api/health`, 15_000, () => done);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, exited, stop };
}
