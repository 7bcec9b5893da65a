import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clusterPorts } from '../../services/launcher/cluster';
import { LAUNCHER, RunFiles, stillRunning } from '../../services/launcher/run-files';
import { CLUSTER_TEST_PORT, CLUSTER_TEST_PORT_BASE } from './cluster-stack';
import { listenersOn, processGroupMembers, waitUntil } from './fault-helpers';

/**
 * `npm run demo:cluster` as systemd, docker or CI run it: SIGTERM to the npm process stops every part; a
 * start after a launcher killed with SIGKILL stops the parts it left; a start while a launcher of the same
 * data folder runs refuses and names it. The CLI is started as a child, on the cluster tests' ports, with one
 * storefront instance (two starts in all).
 */

const root = process.cwd();
const dataDir = resolve(root, `.data/cluster-test-${CLUSTER_TEST_PORT}`);
const runFiles = new RunFiles(dataDir);
const ports = clusterPorts(CLUSTER_TEST_PORT_BASE, 1);
const allPorts = [
  CLUSTER_TEST_PORT,
  ports.servicesBase + 1,
  ports.servicesBase + 2,
  ...ports.commerce,
  ports.redis,
  ports.postgres,
  ...ports.storefronts,
];
const env = {
  ...process.env,
  PORT: String(CLUSTER_TEST_PORT),
  CLUSTER_PORT_BASE: String(CLUSTER_TEST_PORT_BASE),
  GLANS_DATA_DIR: dataDir,
};

interface Cli {
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

const started: Cli[] = [];

function startCli(): Cli {
  const child = spawn('npm', ['run', 'demo:cluster', '--', '--instances=1'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  const exited = new Promise<number | null>((done) => child.once('exit', (code, signal) => done(code ?? (signal ? -1 : null))));
  const cli = { child, output, exited };
  started.push(cli);
  return cli;
}

const ready = (cli: Cli) =>
  waitUntil(() => cli.output.join('').includes('Glans cluster is ready'), 600_000, 'the cluster CLI is ready', 250);

/** Every part this data folder's pid files name (the launcher included) and the members of their groups. */
function recordedProcesses() {
  return runFiles.records();
}

afterAll(async () => {
  // Whatever a failed test left: the CLIs it started, then anything their pid files still name.
  for (const cli of started) if (cli.child.exitCode === null) cli.child.kill('SIGTERM');
  await Promise.all(started.map((cli) => Promise.race([cli.exited, new Promise((done) => setTimeout(done, 30_000))])));
  for (const record of runFiles.records().filter(stillRunning)) {
    try {
      process.kill(-record.pid, 'SIGKILL');
    } catch {
      // Gone.
    }
  }
}, 60_000);

describe('npm run demo:cluster', () => {
  it('after its launcher is killed with SIGKILL, starts again by stopping what it left, and refuses beside a live launcher', async () => {
    const first = startCli();
    await ready(first);
    const launcher = recordedProcesses().find((record) => record.name === LAUNCHER)!;
    expect(launcher).toBeDefined();
    process.kill(launcher.pid, 'SIGKILL');
    await first.exited;
    // The parts run on without it: in process groups of their own, nothing stops them.
    const orphans = recordedProcesses().filter((record) => record.name !== LAUNCHER && stillRunning(record));
    expect(orphans.map((record) => record.name)).toEqual(expect.arrayContaining(['redis', 'postgres', 'nginx', 'storefront-1']));

    const second = startCli();
    await ready(second);
    const text = second.output.join('');
    expect(text).toContain('An earlier run left');
    // The servers are named (a Node part may end by itself once its output has nowhere to go).
    for (const orphan of orphans.filter((record) => ['redis', 'postgres', 'nginx'].includes(record.name))) {
      expect(text).toContain(`${orphan.name}: pid ${orphan.pid}`);
    }
    for (const orphan of orphans) expect(stillRunning(orphan), `${orphan.name} (pid ${orphan.pid}) of the killed run`).toBe(false);

    // A third start on the same data folder while the second runs: refused, naming the running launcher.
    const third = startCli();
    expect(await third.exited).not.toBe(0);
    const live = recordedProcesses().find((record) => record.name === LAUNCHER)!;
    expect(third.output.join('')).toContain(`Another cluster launcher runs on ${runFiles.dir}: pid ${live.pid}`);
    expect(second.child.exitCode).toBeNull();
  }, 1_200_000);

  it('stops every part, nginx and Redis included, on SIGTERM to the npm process, and frees every port', async () => {
    const running = started[1]!;
    expect(running.child.exitCode).toBeNull();
    const parts = recordedProcesses();
    expect(parts.map((record) => record.name)).toEqual(
      expect.arrayContaining(['launcher', 'redis', 'postgres', 'nginx', 'storefront-1', 'commerce-1']),
    );
    running.child.kill('SIGTERM');
    await running.exited;
    const launcher = parts.find((record) => record.name === LAUNCHER)!;
    const stoppedIn = await waitUntil(() => !stillRunning(launcher), 60_000, 'the launcher has ended', 100);
    const left = () => parts.flatMap((part) => processGroupMembers(part.pid).map((pid) => `${part.name}: pid ${pid}`));
    await waitUntil(() => left().length === 0, 10_000, 'every part and its group have ended').catch((error: Error) => {
      throw new Error(`${error.message}; left: ${left().join(', ')}`);
    });
    console.log(`[cluster-cli] the launcher ended ${stoppedIn} ms after npm did, every part with it`);
    for (const part of parts) expect(stillRunning(part), `${part.name} (pid ${part.pid})`).toBe(false);
    for (const port of allPorts) expect(listenersOn(port), `port ${port}`).toEqual([]);
    expect(running.output.join('')).toContain('[glans] Stopped.');
  }, 120_000);
});
