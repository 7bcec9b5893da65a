import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './tests/e2e/chromium-path';
import { E2E_DATA_DIR } from './tests/e2e/editor-secrets';

/**
 * e2e tests in Debian's Chromium against a production build, served by the same start-up code as
 * `npm run demo` on ports of their own (so a running demo is left alone).
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const SERVICES_PORT_BASE = process.env.E2E_SERVICES_PORT_BASE ?? '7500';
const baseURL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: `playwright-report-${PORT}` }]],
  outputDir: `test-results/${PORT}`,
  use: {
    baseURL,
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 }, isMobile: false, hasTouch: true } },
    // Fault tests start a stack of their own (tests/faults/fault-stack.ts: FAULTS_PORT, FAULTS_SERVICES_PORT_BASE).
    { name: 'faults', testDir: 'tests/faults', timeout: 120_000, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    // The runner's own Node (under npm, the project's Node 24) runs the stack too.
    command: `${JSON.stringify(process.execPath)} --import tsx services/launcher/cli.ts --mode=production`,
    url: `${baseURL}/api/health`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: { PORT: String(PORT), LOCAL_SERVICES_PORT_BASE: SERVICES_PORT_BASE, GLANS_DATA_DIR: E2E_DATA_DIR, NODE_ENV: 'production' },
  },
});
