/** Readiness check for the launcher and for operations: the storefront process answers. */
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json({ service: 'storefront', status: 'ok' });
}
