// First: the Node version check runs before any other module of the launcher is evaluated.
import './require-node';
import { LOCAL_CONTENT_ADMIN_TOKEN, localServicePorts } from '../../lib/config';
import { runInForeground } from './foreground';
import { predrawFirstScreens } from './predraw';
import { startStack, type Stack, type Mode } from './stack';

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

/** The local content service's editor page (the click-to-edit links of draft mode open it), when it runs. */
function editorNote(stack: Stack): string {
  if (!stack.config.localServices.content) return '';
  const password = process.env.CONTENT_ADMIN_TOKEN?.trim() ? 'CONTENT_ADMIN_TOKEN' : LOCAL_CONTENT_ADMIN_TOKEN;
  return ` (editor: http://127.0.0.1:${localServicePorts(stack.config.localServicesPortBase).content}/editor/, password ${password})`;
}

/**
 * Where an editor enters draft mode. In production the secret is the stack's own (DRAFT_MODE_SECRET, or the
 * one made for the data folder: editor-secrets.ts); development keeps the demo's.
 */
function draftNote(stack: Stack): string {
  if (!stack.config.localServices.content || !stack.config.draftModeSecret) return '';
  const where = process.env.DRAFT_MODE_SECRET?.trim() ? 'DRAFT_MODE_SECRET' : encodeURIComponent(stack.config.draftModeSecret);
  return `; draft mode: ${stack.url}/api/draft/enable/?secret=${where}&path=/`;
}

await runInForeground(
  async () => {
    const stack = await startStack(mode);
    // The demo's first shopper gets first screens whose images are already drawn (predraw.ts).
    if (mode === 'production') void predrawFirstScreens(stack.url, (message) => console.log(message));
    return stack;
  },
  (stack) => `Glans is ready (${mode}): ${stack.url}${editorNote(stack)}${draftNote(stack)}`,
);
