import { runInForeground } from './foreground';
import { startStack, type Mode } from './stack';

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

await runInForeground(
  () => startStack(mode),
  (stack) => `Glans is ready (${mode}): ${stack.url}`,
);
