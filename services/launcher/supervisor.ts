import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * Starts child processes in process groups of their own, prefixes their output, and stops them all
 * together: on request, or as soon as one of them dies unexpectedly.
 */

interface Managed {
  name: string;
  child: ChildProcess;
  exited: Promise<number>;
}

const STOP_GRACE_MS = 8_000;
/** Loaded first by each Node child: the child prints its own Node version (announce-node.mjs). */
export const ANNOUNCE_NODE = new URL('./announce-node.mjs', import.meta.url).href;
const live = new Set<Supervisor>();
/** Set once the launcher is shutting down: from then on nothing that dies is started again. */
let shuttingDown = false;

/** Stops the children of every supervisor of this process (for Ctrl-C during start-up). */
export async function stopEverything(): Promise<void> {
  shuttingDown = true;
  await Promise.all([...live].map((supervisor) => supervisor.stopAll()));
}

export class Supervisor {
  private readonly children: Managed[] = [];
  private stopping = false;

  constructor(private readonly onUnexpectedExit: (name: string, code: number) => void) {
    live.add(this);
  }

  start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv, cwd?: string): ChildProcess {
    const childArgs = command === process.execPath ? ['--import', ANNOUNCE_NODE, ...args] : args;
    const child = spawn(command, childArgs, { env, cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    prefixLines(child.stdout, name, process.stdout);
    prefixLines(child.stderr, name, process.stderr);
    const exited = new Promise<number>((resolve) => {
      child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 + signalNumber(signal) : 1)));
      child.once('error', (error) => {
        console.error(`[${name}] could not start: ${error.message}`);
        resolve(127);
      });
    });
    this.children.push({ name, child, exited });
    void exited.then((code) => {
      if (!this.stopping) this.onUnexpectedExit(name, code);
    });
    return child;
  }

  /** Stops every child (SIGTERM to its group, SIGKILL after a grace period) and waits for all to exit. */
  async stopAll(): Promise<void> {
    this.stopping = true;
    live.delete(this);
    await Promise.all(
      this.children.map(async ({ child, exited }) => {
        if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
        killGroup(child.pid, 'SIGTERM');
        const timer = setTimeout(() => killGroup(child.pid!, 'SIGKILL'), STOP_GRACE_MS);
        await exited;
        clearTimeout(timer);
        // Whatever the child left behind in its group goes too.
        killGroup(child.pid, 'SIGKILL');
      }),
    );
  }
}

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

function signalNumber(signal: NodeJS.Signals): number {
  return signal === 'SIGINT' ? 2 : signal === 'SIGKILL' ? 9 : 15;
}

function prefixLines(stream: NodeJS.ReadableStream | null, name: string, out: NodeJS.WriteStream): void {
  if (!stream) return;
  const lines = createInterface({ input: stream });
  lines.on('line', (line) => out.write(line.startsWith(`[${name}]`) ? `${line}\n` : `[${name}] ${line}\n`));
}

/** A server the launcher started: its pid (the leader of its process group), its exit, and a graceful stop. */
export interface RunningServer {
  pid: number | undefined;
  /** Resolves with the exit code (128 + signal number when a signal ended it) when the server exits. */
  exited: Promise<number>;
  stop(): Promise<void>;
}

/** The first restart waits this long, each further one twice as long up to the cap. */
export const RESTART_FIRST_DELAY_MS = 250;
export const RESTART_MAX_DELAY_MS = 5_000;
/** A server that ran this long before it died counts as healthy: its next restart waits the first delay again. */
const RESTART_STABLE_MS = 30_000;

export function restartDelay(failures: number): number {
  return Math.min(RESTART_FIRST_DELAY_MS * 2 ** Math.max(0, failures - 1), RESTART_MAX_DELAY_MS);
}

/**
 * Keeps one server running: when it exits without being asked to (a crash, a kill, a fast shutdown by an
 * operator), it is started again after a back-off, and again after a longer one when that start fails, for
 * as long as the launcher runs. Every death and every restart is logged.
 */
export class KeptRunning<T extends RunningServer> {
  private current: T | undefined;
  private stopping = false;
  private failures = 0;
  private timer: NodeJS.Timeout | undefined;
  private launching: Promise<T> | undefined;
  private readonly listeners = new Set<(server: T) => void>();
  /** How often the server has been started again after dying. */
  restarts = 0;

  constructor(
    readonly name: string,
    private readonly launch: () => Promise<T>,
    private readonly log: (message: string) => void,
  ) {}

  get server(): T | undefined {
    return this.current;
  }

  /** Calls `listener` with each server started from now on (the first and every restart). */
  onStart(listener: (server: T) => void): void {
    this.listeners.add(listener);
  }

  /** Starts the server (or answers the running one); a failed first start throws. */
  async start(): Promise<T> {
    this.stopping = false;
    if (this.current) return this.current;
    // A restart under way: its server is the one asked for.
    if (this.launching) await this.launching.catch(() => undefined);
    if (this.current) return this.current;
    clearTimeout(this.timer);
    const server = await this.launchOnce();
    this.watch(server);
    return server;
  }

  /** Stops the server and any restart under way; it stays stopped until `start`. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    const launching = this.launching?.catch(() => undefined);
    const server = this.current;
    this.current = undefined;
    await Promise.all([server?.stop(), launching?.then((started) => started?.stop())]);
  }

  private async launchOnce(): Promise<T> {
    this.launching = this.launch();
    try {
      return await this.launching;
    } finally {
      this.launching = undefined;
    }
  }

  private watch(server: T): void {
    const startedAt = Date.now();
    this.current = server;
    for (const listener of this.listeners) listener(server);
    void server.exited.then((code) => {
      if (this.stopping || shuttingDown || this.current !== server) return;
      this.current = undefined;
      if (Date.now() - startedAt > RESTART_STABLE_MS) this.failures = 0;
      this.failures += 1;
      const delay = restartDelay(this.failures);
      this.log(`[glans] ${this.name} stopped unexpectedly (exit code ${code}); restarting it in ${(delay / 1000).toFixed(2)} s.`);
      this.restartLater(delay);
    });
  }

  private restartLater(delay: number): void {
    this.timer = setTimeout(() => {
      if (this.stopping || shuttingDown || this.current || this.launching) return;
      this.launchOnce().then(
        (server) => {
          if (this.stopping || this.current) {
            void server.stop();
            return;
          }
          this.restarts += 1;
          this.log(`[glans] ${this.name} is running again (pid ${server.pid}, restart ${this.restarts}).`);
          this.watch(server);
        },
        (error: unknown) => {
          if (this.stopping) return;
          this.failures += 1;
          const next = restartDelay(this.failures);
          const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
          this.log(`[glans] ${this.name} could not be restarted (${reason}); trying again in ${(next / 1000).toFixed(2)} s.`);
          this.restartLater(next);
        },
      );
    }, delay);
  }
}
