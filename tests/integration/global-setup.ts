import type { TestProject } from 'vitest/node';
import { localServicePorts, type LocalServiceName } from '../../lib/config';
import { startLocalServices } from '../../services/launcher/stack';

/**
 * Starts the real local services once for the integration tests, on a port base of their own so a running
 * demo is not disturbed, with a data folder of their own. Tests reach them over HTTP only.
 *
 * INTEGRATION_PORT_BASE moves the ports (default 7600, the contract project 7700, the abuse project 7800); INTEGRATION_ONLY=content,search limits which services start
 * (for working on one service; CI starts all).
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
  return async () => {
    await stack.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    serviceUrls: Partial<Record<LocalServiceName, string>>;
    integrationDataDir: string;
  }
}
