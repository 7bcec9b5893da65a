import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CACHED_PAGE_CACHE_CONTROL, fillTemplate, NGINX_CONFIG_DIR } from '../../services/launcher/nginx';

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
