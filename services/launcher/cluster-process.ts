import type { ChildProcess } from 'node:child_process';
import { constants } from 'node:os';
import { createInterface } from 'node:readline';
import { KeptRunning, Supervisor, type RunningServer } from './supervisor';
import { waitForUrl } from './wait';

/**
 * A Node process of the cluster (a storefront instance on `next start`, a commerce instance, the content or
 * search service) that the launcher keeps running: restarted with back-off when it dies (KeptRunning), and
 * probed on its health path while it runs, so that one that stops answering (hung, not dead: the kernel
 * still accepts its connections) is killed and restarted too.
 */

const START_TIMEOUT_MS = 180_000;

export interface HealthProbe {
  /** How often the health path is asked (from the start of one probe to the next). */
  everyMs: number;
  /** How long one probe may take before it counts as failed. */
  timeoutMs: number;
  /** Failed probes in a row that make the launcher kill the process. */
  failures: number;
}

/**
 * One probe a second; two seconds for an answer leaves room for a health check that itself waits up to a
 * second on another service and for a busy machine; three misses in a row: a process hung for more than
 * about six seconds is killed and started again.
 */
export const DEFAULT_HEALTH_PROBE: HealthProbe = { everyMs: 1_000, timeoutMs: 2_000, failures: 3 };

export interface ProcessSpec {
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  cwd: string;
  healthPath: string;
}

interface ProcessServer extends RunningServer {
  child: ChildProcess;
}

function exitCode(code: number | null, signal: NodeJS.Signals | null): number {
  if (code !== null) return code;
  return 128 + (signal ? (constants.signals[signal] ?? 0) : 0);
}

export class ClusterProcess {
  private readonly kept: KeptRunning<ProcessServer>;
  /** What the process printed, line by line with the time, over all its starts (the tests read it). */
  readonly output: { at: number; text: string }[] = [];
  /** How often the health probe found the process hung and killed it. */
  hungKills = 0;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly spec: ProcessSpec,
    private readonly log: (message: string) => void,
    private readonly probe: HealthProbe | false = DEFAULT_HEALTH_PROBE,
    /** Called with each new pid (the first start and every restart), for the run's pid files. */
    private readonly onPid: (name: string, pid: number) => void = () => {},
  ) {
    this.kept = new KeptRunning(name, () => this.launch(), log);
    this.kept.onStart((server) => {
      if (server.pid !== undefined) this.onPid(name, server.pid);
      if (this.probe) void this.watchHealth(server, this.probe);
    });
  }

  /** Where the launcher and nginx reach it (the parts reach each other over loopback). */
  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The pid of the running process (the leader of its process group), if one runs. */
  get pid(): number | undefined {
    return this.kept.server?.pid;
  }

  get running(): boolean {
    const child = this.kept.server?.child;
    return child !== undefined && child.exitCode === null && child.signalCode === null;
  }

  /** How often the launcher has started it again after it died or hung. */
  get restarts(): number {
    return this.kept.restarts;
  }

  /** Starts the process and resolves once it answers its health path (at once when it runs already). */
  async start(): Promise<void> {
    await this.kept.start();
  }

  /** Stops it gracefully (SIGTERM to its process group); it is not restarted until `start`. */
  async stop(): Promise<void> {
    await this.kept.stop();
  }

  /** Kills it at once, as a crash would (SIGKILL to its process group); the launcher restarts it. */
  kill(): void {
    const pid = this.pid;
    if (pid !== undefined && this.running) process.kill(-pid, 'SIGKILL');
  }

  private async launch(): Promise<ProcessServer> {
    // Deaths are KeptRunning's to handle: the supervisor only spawns, prefixes output and stops.
    const supervisor = new Supervisor(() => {});
    const child = supervisor.start(this.name, this.spec.command, this.spec.args, this.spec.env, this.spec.cwd);
    let ended = false;
    const exited = new Promise<number>((resolve) => {
      child.once('exit', (code, signal) => resolve(exitCode(code, signal)));
      child.once('error', () => resolve(127));
    });
    void exited.then(() => (ended = true));
    for (const stream of [child.stdout, child.stderr]) {
      if (stream) createInterface({ input: stream }).on('line', (text) => this.output.push({ at: Date.now(), text }));
    }
    const server: ProcessServer = { pid: child.pid, child, exited, stop: () => supervisor.stopAll() };
    try {
      await waitForUrl(`${this.url}${this.spec.healthPath}`, START_TIMEOUT_MS, () => ended);
    } catch (error) {
      await supervisor.stopAll();
      throw error;
    }
    return server;
  }

  /** Asks the health path on the probe's rhythm while `server` runs; kills it after too many misses in a row. */
  private async watchHealth(server: ProcessServer, probe: HealthProbe): Promise<void> {
    let alive = true;
    void server.exited.then(() => (alive = false));
    let misses = 0;
    while (alive && this.kept.server === server) {
      const started = Date.now();
      let answered = false;
      try {
        const response = await fetch(`${this.url}${this.spec.healthPath}`, { signal: AbortSignal.timeout(probe.timeoutMs) });
        await response.arrayBuffer();
        answered = response.ok;
      } catch {
        answered = false;
      }
      if (!alive || this.kept.server !== server) return;
      misses = answered ? 0 : misses + 1;
      if (misses >= probe.failures && server.pid !== undefined) {
        this.hungKills += 1;
        this.log(
          `[glans] ${this.name} (pid ${server.pid}) missed ${misses} health checks in a row (${probe.timeoutMs} ms each): killing it to restart it.`,
        );
        try {
          process.kill(-server.pid, 'SIGKILL');
        } catch {
          // It ended meanwhile.
        }
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, probe.everyMs - (Date.now() - started))));
    }
  }
}
