import { createHash } from 'node:crypto';
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { REDIS_COMMAND_TIMEOUT_MS, reportRedisProblem, sharedRedis } from '../shared-cache/redis-client.mjs';

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
 * An association that is no longer true only causes an extra revalidation, never a missed one.
 *
 * Where the index lives follows Next's cache:
 * - with the shared cache (REDIS_URL, cache-handler.mjs), in the same Redis: one set of query tags per
 *   content cache tag, so a webhook at any instance finds what every instance cached. The sets have no
 *   expiry (a Redis with `maxmemory` should evict with `volatile-lru`, which keeps them: the page entries
 *   carry an expiry and go first). They are not per build: query tags do not depend on the build.
 * - otherwise, beside Next's fetch cache (`<distDir>/cache/`), so both survive a restart together and the
 *   build's prerendered pages are covered too: an append-only file of JSON lines, safe for the build's
 *   parallel workers. (`next build` always writes the file: its prerendered pages are not put in Redis.)
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

/** The index could not be read: the caller cannot know what to revalidate (the webhook answers 503). */
export class CacheTagIndexUnavailableError extends Error {
  override name = 'CacheTagIndexUnavailableError';
}

export interface CacheTagStore {
  /** Records that the answer to `query` carried `tags`. Never throws: a failure is logged. */
  remember(query: string, tags: readonly string[]): Promise<void>;
  /** The query tags whose answers carried any of `tags`, sorted; CacheTagIndexUnavailableError when unknown. */
  queriesFor(tags: readonly string[]): Promise<string[]>;
}

/** The index as a file of JSON lines (one process or several on one machine). */
export class FileCacheTagIndex implements CacheTagStore {
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

  /** Only what is new is written. */
  async remember(query: string, tags: readonly string[]): Promise<void> {
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

  /** Read fresh: other processes may have added some. */
  async queriesFor(tags: readonly string[]): Promise<string[]> {
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

/** Where the Redis index keeps the set of query tags of one content cache tag: `<prefix><cache tag>`. */
export const REDIS_INDEX_PREFIX = 'glans:content-cache-tags:';

/** What the Redis index uses of a node-redis client. */
export interface RedisIndexClient {
  readonly isReady: boolean;
  withAbortSignal(signal: AbortSignal): {
    sAdd(key: string, member: string): Promise<unknown>;
    sUnion(keys: string[]): Promise<string[]>;
  };
}

/** The index in the shared Redis: a set of query tags per content cache tag. */
export class RedisCacheTagIndex implements CacheTagStore {
  constructor(
    private readonly client: RedisIndexClient,
    private readonly prefix = REDIS_INDEX_PREFIX,
  ) {}

  private commands() {
    return this.client.withAbortSignal(AbortSignal.timeout(REDIS_COMMAND_TIMEOUT_MS));
  }

  /**
   * Skipped while Redis is down: the page being rendered cannot be put in the shared cache then either.
   * Written every time otherwise (a set ignores what it has), so a Redis that restarted empty fills again.
   */
  async remember(query: string, tags: readonly string[]): Promise<void> {
    if (tags.length === 0 || !this.client.isReady) return;
    try {
      // One command per tag (sent together in one round trip), each with its own time-out signal.
      await Promise.all(tags.map((tag) => this.commands().sAdd(this.prefix + tag, query)));
    } catch (error) {
      reportRedisProblem(error, 'the cache tag index could not be written');
    }
  }

  async queriesFor(tags: readonly string[]): Promise<string[]> {
    if (tags.length === 0) return [];
    if (!this.client.isReady) throw new CacheTagIndexUnavailableError('Redis (the shared cache) is not connected');
    try {
      const queries = await this.commands().sUnion(tags.map((tag) => this.prefix + tag));
      return [...new Set(queries)].sort();
    } catch (error) {
      reportRedisProblem(error, 'the cache tag index could not be read');
      throw new CacheTagIndexUnavailableError(`The cache tag index in Redis could not be read: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

let shared: CacheTagStore | undefined;

/**
 * The process's index: in the shared Redis when the server runs with REDIS_URL (as Next's cache does), else
 * the file beside Next's fetch cache in the build folder (NEXT_DIST_DIR, default `.next`).
 */
export function cacheTagIndex(): CacheTagStore {
  if (shared) return shared;
  const client = process.env.NEXT_PHASE === 'phase-production-build' ? null : sharedRedis();
  shared = client
    ? new RedisCacheTagIndex(client)
    : new FileCacheTagIndex(
        resolve(/* turbopackIgnore: true */ process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'cache', 'glans-content-cache-tags.jsonl'),
      );
  return shared;
}
