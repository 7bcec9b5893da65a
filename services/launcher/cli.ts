import { ConfigError } from '../../lib/config';
import { startStack, type Mode } from './stack';
import { stopEverything } from './supervisor';

/**
 * `npm run demo` (production) and `npm run dev` (development): start everything, print the URL, and stop
 * everything on Ctrl-C or when one part dies, exiting non-zero.
 */

const modeArg = process.argv.find((arg) => arg.startsWith('--mode='))?.slice('--mode='.length) ?? 'production';
if (modeArg !== 'production' && modeArg !== 'development') {
  console.error(`Unknown mode "${modeArg}": use --mode=production or --mode=development.`);
  process.exit(2);
}
const mode: Mode = modeArg;

let stopping = false;

async function shutdown(code: number, reason: string): Promise<never> {
  if (!stopping) {
    stopping = true;
    console.log(`\n[glans] ${reason}: stopping…`);
    await stopEverything();
    console.log('[glans] Stopped.');
  }
  process.exit(code);
}

process.on('SIGINT', () => void shutdown(130, 'Interrupted'));
process.on('SIGTERM', () => void shutdown(143, 'Terminated'));

try {
  const startedAt = Date.now();
  const stack = await startStack(mode);
  if (stopping) await stack.stop();
  console.log(`\n[glans] Glans is ready (${mode}) after ${((Date.now() - startedAt) / 1000).toFixed(1)} s: ${stack.url}\n[glans] Press Ctrl-C to stop.\n`);
  const code = await stack.died;
  await shutdown(code, 'A part of the stack died');
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`[glans] ${error.message}`);
    process.exit(2);
  }
  console.error(`[glans] Start-up failed: ${error instanceof Error ? error.message : String(error)}`);
  await shutdown(1, 'Start-up failed');
}
