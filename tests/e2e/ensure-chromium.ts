import { spawnSync } from 'node:child_process';
import { findChromium } from './chromium-path';

/**
 * Makes sure Debian's Chromium is there for the e2e tests: as root it installs the `chromium` package;
 * otherwise it stops with the one command to run. It never downloads a browser of Playwright's own.
 */
const found = findChromium();
if (found) {
  process.exit(0);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error('Chromium is missing for the e2e tests: run `sudo apt-get update && sudo apt-get install -y chromium` (or set CHROMIUM_PATH).');
  process.exit(1);
}
console.log('Chromium is missing: installing Debian\'s chromium package…');
const install = spawnSync('sh', ['-c', 'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium'], { stdio: 'inherit' });
if (install.status !== 0 || !findChromium()) {
  console.error('Installing Chromium failed: run `apt-get update && apt-get install -y chromium` and try again.');
  process.exit(1);
}
