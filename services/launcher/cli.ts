import { runInForeground } from './foreground';
import { predrawFirstScreens } from './predraw';
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
  async () => {
    const stack = await startStack(mode);
    // The demo's first shopper gets first screens whose images are already drawn (predraw.ts).
    if (mode === 'production') void predrawFirstScreens(stack.url, (message) => console.log(message));
    return stack;
  },
  (stack) => `Glans is ready (${mode}): ${stack.url}`,
);
