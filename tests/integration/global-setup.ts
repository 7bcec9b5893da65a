import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { LOCAL_CONTENT_ADMIN_TOKEN, localServicePorts, type LocalServiceName } from '../../lib/config';
import { startLocalServices } from '../../services/launcher/stack';

/**
 * Starts the real local services once for the integration tests, on a port base of their own so a running
 * demo is not disturbed, with a data folder of their own. Tests reach them over HTTP only.
 *
 * INTEGRATION_PORT_BASE moves the ports (default 7600, the contract project 7700, the abuse project 7800); INTEGRATION_ONLY=content,search limits which services start
 * (for working on one service; CI starts all).
 *
 * The integration and contract projects also start a second content service as a new, empty DatoCMS project
 * (no models; its data folder cleared first), for the schema provisioning and CMA tests, 30 ports above (the
 * launcher test's fixed 7650–7653 and the tests' own services at +6 to +21 and +50 stay clear).
 */
const ALL: LocalServiceName[] = ['content', 'search', 'commerce'];

export default async function setup(project: TestProject) {
  // Each project that starts the services has its own default base, so `vitest run` of all projects at
  // once does not start two stacks on one set of ports.
  const defaultBase = ({ contract: 7700, abuse: 7800 } as Record<string, number>)[project.name] ?? 7600;
  const portBase = Number(process.env.INTEGRATION_PORT_BASE ?? defaultBase);
  const only = process.env.INTEGRATION_ONLY ? (process.env.INTEGRATION_ONLY.split(',') as LocalServiceName[]) : ALL;
  const dataDir = `.data/integration-${portBase}`;
  const env = { ...process.env, LOCAL_SERVICES_PORT_BASE: String(portBase), GLANS_DATA_DIR: dataDir };
  const stack = await startLocalServices({ env, only, log: () => {} });
  const ports = localServicePorts(portBase);
  const urls: Partial<Record<LocalServiceName, string>> = {};
  for (const name of only) urls[name] = `http://127.0.0.1:${ports[name]}`;
  project.provide('serviceUrls', urls);
  project.provide('integrationDataDir', dataDir);
  const adminToken = process.env.CONTENT_ADMIN_TOKEN?.trim() || LOCAL_CONTENT_ADMIN_TOKEN;
  let emptyStack: Awaited<ReturnType<typeof startLocalServices>> | null = null;
  if (only.includes('content') && ['integration', 'contract'].includes(project.name)) {
    const emptyBase = portBase + 30;
    const emptyDir = `${dataDir}-empty-project`;
    rmSync(emptyDir, { recursive: true, force: true });
    const emptyEnv = { ...env, LOCAL_SERVICES_PORT_BASE: String(emptyBase), GLANS_DATA_DIR: emptyDir, CONTENT_EMPTY_PROJECT: '1' };
    emptyStack = await startLocalServices({ env: emptyEnv, only: ['content'], log: () => {} });
    project.provide('contentCma', {
      demo: `${urls.content}/cma`,
      empty: `http://127.0.0.1:${localServicePorts(emptyBase).content}/cma`,
      token: adminToken,
    });
  } else {
    project.provide('contentCma', null);
  }
  return async () => {
    await Promise.all([stack.stop(), emptyStack?.stop()]);
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    serviceUrls: Partial<Record<LocalServiceName, string>>;
    integrationDataDir: string;
    /** The content services' CMA base URLs (the demo's and an empty project's) and the admin token. */
    contentCma: { demo: string; empty: string; token: string } | null;
  }
}
