import { ConfigError } from '../../lib/config';
import { MissingPackagesError } from './debian-packages';
import { stopEverything } from './supervisor';

/**
 * The foreground life of `npm run demo`, `npm run dev` and `npm run demo:cluster`: start, print the ready
 * line, and stop everything on Ctrl-C or when a part dies, exiting non-zero. A Ctrl-C during start-up stops
 * the supervised children at once and then waits for the start to settle, so that what it started in
 * process groups of its own (Redis, PostgreSQL, nginx) is stopped too.
 */

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

  try {
    const startedAt = Date.now();
    starting = start();
    const running = await starting;
    // A Ctrl-C during start-up is stopping it: the shutdown exits the process.
    if (stopping) return await new Promise<never>(() => {});
    console.log(`\n[glans] ${readyLine(running)} after ${((Date.now() - startedAt) / 1000).toFixed(1)} s\n[glans] Press Ctrl-C to stop.\n`);
    return await shutdown(await running.died, 'A part died');
  } catch (error) {
    if (error instanceof ConfigError || error instanceof MissingPackagesError) {
      console.error(`[glans] ${error.message}`);
      process.exit(2);
    }
    console.error(`[glans] Start-up failed: ${error instanceof Error ? error.message : String(error)}`);
    return shutdown(1, 'Start-up failed');
  }
}
