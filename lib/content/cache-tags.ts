import { createHash } from 'node:crypto';
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * Which cached content to revalidate when content changes: DatoCMS cache tags.
 *
 * Every published content fetch is cached by Next.js with two tags: `content` (everything) and the
 * fetch's own query tag, `content:q:<hash of endpoint, environment and request body>`. The content
 * service answers each query with the cache tags of what it read (`X-Cache-Tags`: opaque strings from
 * DatoCMS, `record:<id>` and `model:<api_key>` from the local service). This file remembers, for every
 * query tag, the cache tags its answer carried: the "cache tag index". When the content webhook says
 * which cache tags changed, the index names exactly the queries to revalidate, and Next.js revalidates
 * the cached fetches and every page that used them (a page's cache entry carries its fetches' tags).
 *
 * This is the scheme DatoCMS documents for Next.js ("Using DatoCMS Cache Tags"): Next's fetch tags
 * must be known before the request, the content's cache tags only after it, so a lookup joins the two.
 * The index lives beside Next's fetch cache (`<distDir>/cache/`), so both survive a restart together and
 * the build's prerendered pages are covered too. It is an append-only file of JSON lines, safe for the
 * build's parallel workers; a deployment with several server instances would put it in a shared store.
 * An association that is no longer true only causes an extra revalidation, never a missed one.
 */

/** Every cached content fetch carries this tag; revalidating it refreshes all content. */
export const CONTENT_TAG = 'content';
export const QUERY_TAG_PREFIX = 'content:q:';
/** Next.js limits a tag to 256 characters; DatoCMS tags are short. Longer ones are ignored. */
const MAX_TAG_LENGTH = 256;

/** The Next.js cache tag of one content query: stable for the same endpoint, environment and body. */
export function queryTag(endpoint: string, environment: string | undefined, body: string): string {
  const hash = createHash('sha256').update(`${endpoint}\n${environment ?? ''}\n${body}`).digest('base64url').slice(0, 24);
  return `${QUERY_TAG_PREFIX}${hash}`;
}

/** The tags of an `X-Cache-Tags` header (space separated). */
export function parseCacheTagsHeader(header: string | null | undefined): string[] {
  if (!header) return [];
  return [...new Set(header.split(/\s+/).filter((tag) => tag !== '' && tag.length <= MAX_TAG_LENGTH))];
}

export class CacheTagIndex {
  private known: Map<string, Set<string>> | null = null;
  private warned = false;

  constructor(readonly file: string) {}

  private read(): Map<string, Set<string>> {
    const index = new Map<string, Set<string>>();
    let text = '';
    try {
      text = readFileSync(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') this.warn('could not be read', error);
      return index;
    }
    for (const line of text.split('\n')) {
      if (line.trim() === '') continue;
      try {
        const entry = JSON.parse(line) as { q?: unknown; t?: unknown };
        if (typeof entry.q !== 'string' || !Array.isArray(entry.t)) continue;
        const tags = index.get(entry.q) ?? new Set<string>();
        for (const tag of entry.t) if (typeof tag === 'string') tags.add(tag);
        index.set(entry.q, tags);
      } catch {
        // A torn last line (a crash mid-write) is skipped; the next fetch of that query writes it again.
      }
    }
    return index;
  }

  private warn(what: string, error: unknown): void {
    if (this.warned) return;
    this.warned = true;
    console.warn(`[content] The cache tag index ${this.file} ${what}: ${error instanceof Error ? error.message : String(error)}`);
  }

  /** Records that the answer to `query` carried `tags` (only what is new is written). */
  remember(query: string, tags: readonly string[]): void {
    if (tags.length === 0) return;
    this.known ??= this.read();
    const current = this.known.get(query) ?? new Set<string>();
    const added = tags.filter((tag) => !current.has(tag));
    if (added.length === 0) return;
    for (const tag of added) current.add(tag);
    this.known.set(query, current);
    try {
      mkdirSync(dirname(this.file), { recursive: true });
      // One short line per write: appends of the build's parallel workers do not interleave.
      appendFileSync(this.file, `${JSON.stringify({ q: query, t: added })}\n`);
    } catch (error) {
      this.warn('could not be written', error);
    }
  }

  /** The query tags whose answers carried any of `tags` (read fresh: other processes may have added some). */
  queriesFor(tags: readonly string[]): string[] {
    const wanted = new Set(tags);
    const index = this.read();
    this.known = index;
    const queries: string[] = [];
    for (const [query, carried] of index) {
      for (const tag of carried) {
        if (wanted.has(tag)) {
          queries.push(query);
          break;
        }
      }
    }
    return queries.sort();
  }
}

let shared: CacheTagIndex | undefined;

/** The process's index, beside Next's fetch cache in the build folder (NEXT_DIST_DIR, default `.next`). */
export function cacheTagIndex(): CacheTagIndex {
  shared ??= new CacheTagIndex(
    resolve(/* turbopackIgnore: true */ process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'cache', 'glans-content-cache-tags.jsonl'),
  );
  return shared;
}
