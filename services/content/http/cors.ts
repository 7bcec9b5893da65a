import type { IncomingMessage } from 'node:http';

/**
 * CORS for the GraphQL endpoints: any origin may call them (the token is a bearer header, never a
 * cookie), as the DatoCMS CDA allows browser calls from preview iframes and front ends.
 */

const ALLOWED_HEADERS = [
  'authorization',
  'content-type',
  'x-environment',
  'x-include-drafts',
  'x-cache-tags',
  'x-exclude-invalid',
  'x-visual-editing',
  'x-base-editing-url',
];
const MAX_AGE_SECONDS = 86_400;

/** Headers of every answer of a GraphQL route (so browsers can read errors too). */
export function corsHeaders(): Record<string, string> {
  return {
    'access-control-allow-origin': '*',
    'access-control-expose-headers': 'X-Cache-Tags, X-Complexity, X-Max-Complexity',
  };
}

/** Headers of the answer to a preflight (OPTIONS) request. */
export function preflightHeaders(req: IncomingMessage): Record<string, string> {
  const requested = String(req.headers['access-control-request-headers'] ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => /^[a-z0-9-]{1,64}$/.test(name));
  const allowed = [
    ...new Set([...ALLOWED_HEADERS, ...requested.filter((name) => name.startsWith('x-') || ALLOWED_HEADERS.includes(name))]),
  ];
  return {
    ...corsHeaders(),
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': allowed.join(', '),
    'access-control-max-age': String(MAX_AGE_SECONDS),
    vary: 'Access-Control-Request-Headers',
  };
}
