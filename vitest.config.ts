import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
/**
 * `server-only` is resolved by Next's compiler (an empty module on the server, an error in client
 * bundles) and is not installed as a package; tests run modules as the server does.
 */
const alias = { '@': root, 'server-only': fileURLToPath(new URL('node_modules/next/dist/compiled/server-only/empty.js', import.meta.url)) };

/** Projects that drive the real local services, started once per run by the global setup, over HTTP. */
const onLocalServices = {
  environment: 'node' as const,
  globalSetup: ['tests/integration/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 120_000,
  fileParallelism: false,
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          ...onLocalServices,
        },
      },
      {
        resolve: { alias },
        test: {
          // The local services driven by the real DatoCMS and Algolia clients: what a project built against
          // them meets when it points at the real services (README, "Local services").
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          ...onLocalServices,
        },
      },
      {
        resolve: { alias },
        test: {
          // What an attacker tries against the local services, over HTTP, each limit in the part that checks
          // it (docs/security.md). Limits that live in nginx are tried through it in the cluster project.
          name: 'abuse',
          include: ['tests/abuse/**/*.test.ts'],
          ...onLocalServices,
        },
      },
      {
        resolve: { alias },
        test: {
          // The production topology on real processes (services/launcher/cluster.ts): slow to start (a
          // production build of its own), so a project of its own, in `npm test`.
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 20 * 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
