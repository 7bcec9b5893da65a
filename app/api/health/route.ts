/**
 * Readiness check for the launcher and for operations: 200 when the storefront process answers, whatever
 * its services do (their outages are answered by the pages themselves and, in the production topology, by
 * nginx: docs/topology.md).
 */
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json({ service: 'storefront', status: 'ok' });
}
