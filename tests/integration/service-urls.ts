import { inject } from 'vitest';
import type { LocalServiceName } from '../../lib/config';

/** The URL of a local service started by the global setup; fails clearly when it was not started. */
export function serviceUrl(name: LocalServiceName): string {
  const url = inject('serviceUrls')[name];
  if (!url) throw new Error(`The ${name} service was not started (INTEGRATION_ONLY=${process.env.INTEGRATION_ONLY ?? ''})`);
  return url;
}
