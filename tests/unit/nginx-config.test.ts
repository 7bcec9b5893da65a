import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { maxHeaderSize } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_QUERY_PARAMETERS } from '../../lib/security/address-bounds';
import { CACHED_PAGE_CACHE_CONTROL, fillTemplate, NGINX_CONFIG_DIR, writeNginxConfig } from '../../services/launcher/nginx';
import { directive, locationBlock, nginxMs } from '../cluster/nginx-settings';

/** deploy/nginx/*.conf and the launcher's filling of their addresses, ports and paths. */

const values = {
  NGINX_DIR: '/srv/glans/nginx',
  STATIC_DIR: '/srv/glans/.next/static',
  PORT: '3000',
  STOREFRONT: ['10.0.0.1:3000', '10.0.0.2:3000'],
  COMMERCE: ['10.0.0.3:4000'],
  CONTENT_ASSETS: '10.0.0.4:5000',
};

describe('the nginx configuration files', () => {
  it('fill in every placeholder outside comments, one server line per instance', () => {
    for (const name of ['glans.conf', 'proxy-common.conf', 'pages.conf', 'content-assets.conf', 'content-listen.conf']) {
      const filled = fillTemplate(readFileSync(join(NGINX_CONFIG_DIR, name), 'utf8'), values);
      const active = filled.split('\n').filter((line) => !line.trimStart().startsWith('#'));
      expect(active.join('\n'), name).not.toMatch(/\{\{/);
    }
    const main = fillTemplate(readFileSync(join(NGINX_CONFIG_DIR, 'glans.conf'), 'utf8'), values);
    expect(main).toContain('    server 10.0.0.1:3000 max_fails=1 fail_timeout=2s;\n    server 10.0.0.2:3000 max_fails=1 fail_timeout=2s;');
    expect(main).toContain('listen 127.0.0.1:3000;');
    expect(main).toContain('alias /srv/glans/.next/static/;');
  });

  it('refuses to leave a placeholder unfilled', () => {
    expect(() => fillTemplate('listen {{PORT}};\npid {{NOWHERE}};', values)).toThrow('{{NOWHERE}}');
  });

  it('tells shared caches what the launcher documents for a cached page', () => {
    expect(readFileSync(join(NGINX_CONFIG_DIR, 'glans.conf'), 'utf8')).toContain(`"${CACHED_PAGE_CACHE_CONTROL}"`);
  });

  it("gives an image's first drawing longer than a page's read timeout", () => {
    const seconds = (value: string) => (value.endsWith('ms') ? Number(value.slice(0, -2)) / 1000 : Number(value.replace(/s$/, '')));
    const pageTimeout = /^proxy_read_timeout (\S+);$/m.exec(readFileSync(join(NGINX_CONFIG_DIR, 'pages.conf'), 'utf8'))?.[1] ?? '';
    const imageBlock = /location \/_next\/image \{([\s\S]*?)\n    \}/.exec(readFileSync(join(NGINX_CONFIG_DIR, 'glans.conf'), 'utf8'))?.[1] ?? '';
    const imageTimeout = /proxy_read_timeout (\S+);/.exec(imageBlock)?.[1] ?? '';
    expect(seconds(pageTimeout)).toBeGreaterThan(0);
    expect(seconds(imageTimeout)).toBeGreaterThanOrEqual(3 * seconds(pageTimeout));
  });

  it('tries an image request that timed out or failed on one instance again on another', () => {
    const seconds = (value: string) => (value.endsWith('ms') ? Number(value.slice(0, -2)) / 1000 : Number(value.replace(/s$/, '')));
    const imageBlock = /location \/_next\/image \{([\s\S]*?)\n    \}/.exec(readFileSync(join(NGINX_CONFIG_DIR, 'glans.conf'), 'utf8'))?.[1] ?? '';
    const setting = (name: string) => new RegExp(`^\\s*${name} ([^;]+);$`, 'm').exec(imageBlock)?.[1] ?? '';
    expect(setting('proxy_next_upstream').split(/\s+/)).toEqual(expect.arrayContaining(['error', 'timeout', 'http_502', 'http_503', 'http_504']));
    // Images are GETs: nginx's default (no `non_idempotent`) is what lets them be sent again.
    expect(setting('proxy_next_upstream')).not.toContain('non_idempotent');
    expect(Number(setting('proxy_next_upstream_tries'))).toBeGreaterThanOrEqual(2);
    // The retry is decided once the read timeout has passed, so its window must be longer than that timeout.
    expect(seconds(setting('proxy_next_upstream_timeout'))).toBeGreaterThan(seconds(setting('proxy_read_timeout')));
  });

  it('never runs the workers as root', () => {
    expect(readFileSync(join(NGINX_CONFIG_DIR, 'glans.conf'), 'utf8')).toMatch(/^user www-data;$/m);
  });
});

describe("the front's bounds on abusive clients", () => {
  const main = readFileSync(join(NGINX_CONFIG_DIR, 'glans.conf'), 'utf8');
  const pages = readFileSync(join(NGINX_CONFIG_DIR, 'pages.conf'), 'utf8');
  const http = main.slice(main.indexOf('http {'), main.indexOf('  server {'));
  const size = (value: string) => Number(/^(\d+)k$/.exec(value)?.[1] ?? NaN) * 1024;

  it("reads a request line or header of no more than the instances' own head limit, and bodies of at most 1 MB", () => {
    const [count, buffer] = directive(http, 'large_client_header_buffers').split(/\s+/);
    expect(Number(count)).toBeGreaterThanOrEqual(2);
    expect(size(buffer!)).toBe(maxHeaderSize);
    expect(size(directive(http, 'client_header_buffer_size'))).toBeLessThanOrEqual(maxHeaderSize);
    expect(directive(http, 'client_max_body_size')).toBe('1m');
  });

  it('cuts slow clients off within seconds', () => {
    for (const name of ['client_header_timeout', 'client_body_timeout', 'send_timeout']) expect(nginxMs(directive(http, name)), name).toBeLessThanOrEqual(15_000);
    expect(nginxMs(directive(http, 'keepalive_timeout'))).toBeLessThanOrEqual(30_000);
  });

  it('limits requests a second in every location that reaches an instance, and requests in flight per client', () => {
    expect(directive(http, 'limit_req_status')).toBe('429');
    expect(directive(http, 'limit_conn_status')).toBe('429');
    expect(directive(pages, 'limit_req')).toMatch(/^zone=glans_page_rate burst=\d+ nodelay$/);
    expect(directive(locationBlock('/_next/image'), 'limit_req')).toMatch(/^zone=glans_page_rate /);
    for (const path of ['/api/', '/commerce/']) expect(directive(locationBlock(path), 'limit_req'), path).toMatch(/^zone=glans_api_rate /);
    const server = main.slice(main.indexOf('  server {'));
    expect(directive(server, 'limit_conn')).toMatch(/^glans_client_conn \d+$/);
    // Only the machine itself is left out of the count.
    const geo = /geo \$glans_limited \{([\s\S]*?)\}/.exec(http)?.[1] ?? '';
    expect(geo.trim().split(/;\s*/).filter(Boolean)).toEqual(['default 1', '127.0.0.1/32 0', '::1/128 0']);
  });

  it('answers a client past a limit with the 429 page and Retry-After wherever a location names its own error pages', () => {
    for (const path of ['/', '@pages', '/api/']) expect(locationBlock(path), path).toContain('error_page 429 /glans-busy.html;');
    expect(main).toMatch(/\n    error_page 429 \/glans-busy\.html;/);
    expect(locationBlock('= /glans-busy.html')).toMatch(/add_header Retry-After \d+ always;/);
    const dir = mkdtempSync(join(tmpdir(), 'glans-nginx-'));
    try {
      writeNginxConfig({
        port: 3000,
        dir,
        storefronts: values.STOREFRONT,
        commerce: values.COMMERCE,
        staticDir: dir,
        securityHeaders: {},
        unavailablePage: '503',
        busyPage: '<p>Försök igen om en stund</p>',
      });
      expect(readFileSync(join(dir, 'html', 'glans-busy.html'), 'utf8')).toBe('<p>Försök igen om en stund</p>');
      expect(existsSync(join(dir, 'html', 'glans-unavailable.html'))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses an address with more query parameters than the storefront reads, as the proxy does', () => {
    const pattern = /"~\^\(\?:\[\^&\]\*&\)\{(\d+)\}" 1;/.exec(http)?.[1];
    // n separators make n + 1 parameters: refused from MAX_QUERY_PARAMETERS + 1 on, as in proxy.ts.
    expect(Number(pattern)).toBe(MAX_QUERY_PARAMETERS);
    const regex = new RegExp(`^(?:[^&]*&){${pattern}}`);
    expect(regex.test(Array.from({ length: MAX_QUERY_PARAMETERS }, () => 'a').join('&'))).toBe(false);
    expect(regex.test(Array.from({ length: MAX_QUERY_PARAMETERS + 1 }, () => 'a').join('&'))).toBe(true);
    expect(main).toMatch(/if \(\$glans_too_many_parameters\) \{\n\s+return 414;/);
  });
});
