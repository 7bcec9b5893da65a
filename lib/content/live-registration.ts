import 'server-only';
import { getConfig } from '../config';
import { liveQueryAllowList, mergeLiveQueries, MAX_LIVE_QUERY_PARTS, type LiveQueryPart } from './live-queries';

/**
 * Registers a draft page's subscription with the Real-time Updates API (DatoCMS's, or the local content
 * service's `/listen`) on the browser's behalf: the browser names allow-listed queries by hash, the server
 * merges them, adds the token and the draft headers, and hands back the channel URL that the browser then
 * opens with EventSource. Answers are what datocms-listen expects: 200 with `Content-Type: application/json`
 * and `{ url }`; a 4xx for a permanent refusal (the library gives up), a 5xx for a passing one (it retries).
 */

export type Registration = { ok: true; url: string } | { ok: false; status: number; error: string };

const HASH = /^[0-9a-f]{64}$/;
const REGISTRATION_TIMEOUT_MS = 5_000;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads the body datocms-listen posts, `{ query, variables }`, where our live-preview component puts the
 * parts' hashes (space-separated) in `query` and their variables, one object per part, in `variables`.
 */
export function parseRegistration(body: unknown): { ok: true; parts: LiveQueryPart[] } | { ok: false; error: string } {
  if (!isPlainObject(body) || typeof body.query !== 'string' || !Array.isArray(body.variables)) {
    return { ok: false, error: 'The body must be { "query": "<query hashes>", "variables": [ { … } per query ] }' };
  }
  const hashes = body.query.trim().split(/\s+/).filter(Boolean);
  if (hashes.length === 0) return { ok: false, error: 'No query named' };
  if (hashes.length > MAX_LIVE_QUERY_PARTS) return { ok: false, error: `At most ${MAX_LIVE_QUERY_PARTS} queries per subscription` };
  const allowList = liveQueryAllowList();
  const unknown = hashes.find((hash) => !HASH.test(hash) || !allowList.has(hash));
  if (unknown !== undefined) return { ok: false, error: `Unknown query: "${unknown.slice(0, 80)}" is not one of the storefront's queries (by hash)` };
  if (hashes.length !== body.variables.length) return { ok: false, error: 'One variables object per query' };
  const parts: LiveQueryPart[] = [];
  for (const [index, hash] of hashes.entries()) {
    const variables: unknown = body.variables[index];
    if (!isPlainObject(variables)) return { ok: false, error: 'Each query\'s variables must be an object' };
    parts.push({ hash, variables });
  }
  return { ok: true, parts };
}

/** Posts the merged query to the listen endpoint with the server's credentials; the channel URL or a refusal. */
export async function registerLiveQuery(parts: LiveQueryPart[]): Promise<Registration> {
  const allowList = liveQueryAllowList();
  const merged = mergeLiveQueries(parts.map((part) => ({ document: allowList.get(part.hash)!, variables: part.variables })));
  const content = getConfig().content;
  const headers: Record<string, string> = {
    Authorization: `Bearer ${content.token}`,
    'Content-Type': 'application/json',
    Accept: 'application/json',
    'X-Include-Drafts': 'true',
  };
  if (content.environment) headers['X-Environment'] = content.environment;
  let response: Response;
  try {
    response = await fetch(content.listenUrl, {
      method: 'POST',
      headers,
      body: JSON.stringify(merged),
      cache: 'no-store',
      signal: AbortSignal.timeout(REGISTRATION_TIMEOUT_MS),
    });
  } catch (error) {
    console.warn(`[preview-listen] ${content.listenUrl} unreachable: ${error instanceof Error ? error.message : String(error)}`);
    return { ok: false, status: 503, error: 'The content service could not be reached; trying again' };
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) {
    console.warn(`[preview-listen] ${content.listenUrl} answered ${response.status}: ${text.slice(0, 300)}`);
    // A refusal of the server's token, headers or query is permanent for this page: 422 (not 401, which
    // says the editor is not in draft mode); anything else passes, and the library tries again.
    return response.status >= 400 && response.status < 500
      ? { ok: false, status: 422, error: `The content service refused the subscription (${response.status})` }
      : { ok: false, status: 503, error: `The content service answered ${response.status}; trying again` };
  }
  let url: unknown;
  try {
    url = (JSON.parse(text) as { url?: unknown }).url;
  } catch {
    url = undefined;
  }
  if (typeof url !== 'string' || !/^https?:\/\//.test(url)) return { ok: false, status: 502, error: 'The content service answered without a channel URL' };
  return { ok: true, url };
}
