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
const live = new Set<Supervisor>();

/** Stops the children of every supervisor of this process (for Ctrl-C during start-up). */
export async function stopEverything(): Promise<void> {
  await Promise.all([...live].map((supervisor) => supervisor.stopAll()));
}

export class Supervisor {
  private readonly children: Managed[] = [];
  private stopping = false;

  constructor(private readonly onUnexpectedExit: (name: string, code: number) => void) {
    live.add(this);
  }

  start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv, cwd?: string): ChildProcess {
    const child = spawn(command, args, { env, cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
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
