import { ConfigError } from '../../lib/config';
import { MissingPackagesError } from './debian-packages';
import { LauncherRunningError } from './run-files';
import { stopEverything } from './supervisor';

/**
 * The foreground life of `npm run demo`, `npm run dev` and `npm run demo:cluster`: start, print the ready
 * line, and stop everything on Ctrl-C or when a part dies, exiting non-zero. A Ctrl-C during start-up stops
 * the supervised children at once and then waits for the start to settle, so that what it started in
 * process groups of its own (Redis, PostgreSQL, nginx) is stopped too. SIGTERM does the same as Ctrl-C, and
 * so does the end of the process that started it.
 */

/** How often the launcher looks whether the process that started it is still there. */
const PARENT_CHECK_MS = 500;

export interface Running {
  stop: () => Promise<void>;
  /** Resolves with an exit code when a part dies on its own. */
  died: Promise<number>;
}

export async function runInForeground<T extends Running>(start: () => Promise<T>, readyLine: (running: T) => string): Promise<never> {
  let starting: Promise<T> | undefined;
  let stopping = false;

  const shutdown = async (code: number, reason: string): Promise<never> => {
    if (!stopping) {
      stopping = true;
      console.log(`\n[glans] ${reason}: stopping…`);
      await stopEverything();
      await starting?.then((running) => running.stop()).catch(() => {});
      console.log('[glans] Stopped.');
    }
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(130, 'Interrupted'));
  process.on('SIGTERM', () => void shutdown(143, 'Terminated'));
  // A parent that ends without passing its signal on (npm's `sh -c` takes a SIGTERM and leaves its child
  // running; a parent killed with SIGKILL cannot pass anything on) leaves this process to init: it stops too.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) void shutdown(143, `The process that started it (pid ${parent}) has ended`);
  }, PARENT_CHECK_MS).unref();

  try {
    const startedAt = Date.now();
    starting = start();
    const running = await starting;
    // A Ctrl-C during start-up is stopping it: the shutdown exits the process.
    if (stopping) return await new Promise<never>(() => {});
    console.log(`\n[glans] ${readyLine(running)} after ${((Date.now() - startedAt) / 1000).toFixed(1)} s\n[glans] Press Ctrl-C to stop.\n`);
    return await shutdown(await running.died, 'A part died');
  } catch (error) {
    if (error instanceof ConfigError || error instanceof MissingPackagesError || error instanceof LauncherRunningError) {
      console.error(`[glans] ${error.message}`);
      process.exit(2);
    }
    console.error(`[glans] Start-up failed: ${error instanceof Error ? error.message : String(error)}`);
    return shutdown(1, 'Start-up failed');
  }
}
