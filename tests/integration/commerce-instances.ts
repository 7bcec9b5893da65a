import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * Commerce service processes of a test's own, started as the launcher starts them
 * (`node --import tsx services/commerce/server.ts` with PORT, DATABASE_URL and GLANS_DATA_DIR), each in a
 * process group of its own, with their output kept for assertions and failure messages.
 */

export interface CommerceInstance {
  url: string;
  /** Every line the process has written so far. */
  output: string[];
  /** Resolves once `/health` answers; rejects when the process exits first or after `timeoutMs`. */
  healthy(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export function spawnCommerce(options: { port: number; databaseUrl: string; dataDir: string }): CommerceInstance {
  const url = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/commerce/server.ts'], {
    env: { ...process.env, PORT: String(options.port), DATABASE_URL: options.databaseUrl, GLANS_DATA_DIR: options.dataDir },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream }).on('line', (line) => output.push(line));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  return {
    url,
    output,
    async healthy(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`The commerce instance on ${url} exited (${child.exitCode}):\n${output.join('\n')}`);
        try {
          if ((await fetch(`${url}/health`)).ok) return;
        } catch {
          // Not listening yet.
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`The commerce instance on ${url} was not healthy within ${timeoutMs / 1000} s:\n${output.join('\n')}`);
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
      process.kill(-child.pid, 'SIGTERM');
      const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
