import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * A local service of a test's own, started as the launcher starts it (`node --import tsx <entry>`, in its
 * own process group) on `port` with `env` added, once `/health` answers. Returns the function that stops it
 * (SIGTERM to the group) and waits for it to exit. A service that exits or does not answer within 30 s fails
 * the test with its output.
 */
export async function startServiceProcess(entry: string, port: number, env: Record<string, string>): Promise<() => Promise<void>> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, PORT: String(port), ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream }).on('line', (line) => output.push(line));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited:\n${output.join('\n')}`);
    if (Date.now() > deadline) throw new Error(`${entry} did not start:\n${output.join('\n')}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
}
