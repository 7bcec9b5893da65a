import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../../lib/config';
import { pageSecurityHeaders } from '../../lib/security/policy';
import { clusterPorts } from '../../services/launcher/cluster';
import { writeNginxConfig } from '../../services/launcher/nginx';
import { benchFront, clusterFrontEnv, clusterFrontPorts, floorNginxOptions } from '../benchmarks/bench-front';
import { FLOOR_IMAGE_PATH } from '../benchmarks/floor';

/** The benchmarks' choice of front (tests/benchmarks/bench-front.ts) and the floor's nginx in the cluster front. */

/** An environment of just these variables. */
const env = (variables: Record<string, string>) => variables as NodeJS.ProcessEnv;

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the front a benchmark measures through', () => {
  it('is npm run demo’s unless BENCH_FRONT or --front names another; the flag wins', () => {
    expect(benchFront([], env({}))).toBe('demo');
    expect(benchFront([], env({ BENCH_FRONT: 'cluster' }))).toBe('cluster');
    expect(benchFront(['node', 'bundle.ts', '--front', 'cluster'], env({}))).toBe('cluster');
    expect(benchFront(['node', 'bundle.ts', '--front=demo'], env({ BENCH_FRONT: 'cluster' }))).toBe('demo');
  });

  it('refuses a front it does not know, naming the ones it does', () => {
    expect(() => benchFront([], env({ BENCH_FRONT: 'nginx' }))).toThrow('one of demo, cluster');
    expect(() => benchFront(['--front'], env({}))).toThrow('Unknown front ""');
  });
});

describe('the cluster front', () => {
  it('puts every part on ports counted from BENCH_CLUSTER_PORT_BASE, clear of the cluster’s inner parts', () => {
    const ports = clusterFrontPorts(env({ BENCH_CLUSTER_PORT_BASE: '11600' }));
    expect(ports).toEqual({ base: 11600, shop: 11650, floor: 11651, floorInner: 11652 });
    const inner = clusterPorts(ports.base, 16);
    const used = [ports.base, ports.base + 1, ports.base + 2, ...inner.commerce, inner.redis, inner.postgres, ...inner.storefronts];
    for (const port of [ports.shop, ports.floor, ports.floorInner]) expect(used).not.toContain(port);
  });

  it('starts the cluster launcher on those ports with a build and data folder of its own and its own site address', () => {
    const launcherEnv = clusterFrontEnv(
      env({ BENCH_CLUSTER_PORT_BASE: '11600', SITE_URL: 'https://glans.example', NEXT_DIST_DIR: '.next' }),
    );
    expect(launcherEnv).toMatchObject({
      PORT: '11650',
      CLUSTER_PORT_BASE: '11600',
      NEXT_DIST_DIR: '.next-bench-cluster',
      GLANS_DATA_DIR: join('.data', 'bench-cluster-11650'),
    });
    expect(launcherEnv.SITE_URL).toBeUndefined();
  });

  it('serves the floor through the deploy/nginx configuration with the shop’s compression, caching and headers', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'glans-bench-front-'));
    dirs.push(dataDir);
    const config = parseConfig({ PORT: '11650', LOCAL_SERVICES_PORT_BASE: '11600' });
    const ports = clusterFrontPorts(env({ BENCH_CLUSTER_PORT_BASE: '11600' }));
    const options = floorNginxOptions({ config, dataDir, commerce: [{ port: 11603 }, { port: 11604 }] as never }, '/tmp/floor-app', ports);
    expect(options.readyPath).toBe(FLOOR_IMAGE_PATH);
    const conf = readFileSync(writeNginxConfig(options), 'utf8');
    expect(conf).toContain('listen 127.0.0.1:11651;');
    expect(conf).toMatch(/upstream glans_storefronts \{\n\s+zone glans_storefronts 64k;\n\s+server 127\.0\.0\.1:11652 max_fails=1/);
    expect(conf).toContain('alias /tmp/floor-app/.next/static/;');
    for (const line of [
      'brotli on;',
      'brotli_comp_level 5;',
      'gzip on;',
      'brotli_static on;',
      'add_header Cache-Control "public, max-age=31536000, immutable" always;',
    ]) {
      expect(conf).toContain(line);
    }
    const shopHeaders = Object.entries(pageSecurityHeaders(config, 'page')).map(([name]) => `add_header ${name} `);
    const floorHeaders = readFileSync(join(dataDir, 'nginx-floor', 'security-headers.conf'), 'utf8');
    for (const header of shopHeaders) expect(floorHeaders).toContain(header);
    expect(readFileSync(join(dataDir, 'nginx-floor', 'pages.conf'), 'utf8')).toContain('proxy_cache glans_pages;');
  });
});
