import type { RedisClientType } from 'redis';
import type { SharedRedis } from '../shared-cache/redis-client.mjs';
import { CacheTagIndexUnavailableError, CONTENT_TAG, contentAnswerExpiry, type CacheTagStore } from './cache-tag-store';

/**
 * The content cache-tag index in the shared Redis (with REDIS_URL), beside Next's cache, so a webhook at any
 * instance finds what every instance cached. Keys under `glans:content-cache-tags:` (not per build: query tags
 * do not depend on the build):
 * - `…queries`: a hash, query tag → the cache tags its answer carried (space separated);
 * - `…expiry`: a sorted set, query tag scored by when its answer leaves the cache (epoch seconds);
 * - `…tag:<cache tag>`: a sorted set per cache tag, its query tags scored the same way.
 * A lookup reads only members whose score is still ahead; the webhook prunes expired entries and forgets the
 * queries it revalidates, so the index holds entries only for answers still cached. Each operation is one Lua
 * script, so a query remembered while another instance forgets it is never left half in the index.
 *
 * Eviction: these keys carry no expiry of their own, on purpose. Under the `maxmemory-policy volatile-lru`
 * the README advises, Redis evicts only keys with an expiry, i.e. the cache's entries, never the index: an
 * index entry dropped while its answer is still cached would be a missed publish, whereas an answer evicted
 * before its index entry costs one extra revalidation. (The cache handler keeps its own tag hashes without an
 * expiry for the same reason.) Under an `allkeys-*` policy that guarantee is gone: do not use one.
 *
 * Every call goes through SharedRedis.run: a deadline of its own (1 s), a miss or a 503 past it.
 */

const PREFIX = 'glans:content-cache-tags:';

/** Forgets one query (Lua, shared by the scripts below): its tags' sets, its tags, its expiry. */
const FORGET_FUNCTION = `
local function forget(p, q)
  local tags = redis.call('HGET', p .. 'queries', q)
  if tags then
    for t in string.gmatch(tags, '%S+') do redis.call('ZREM', p .. 'tag:' .. t, q) end
    redis.call('HDEL', p .. 'queries', q)
  end
  redis.call('ZREM', p .. 'expiry', q)
end
`;

/** ARGV: prefix, query, expiresAt, tags… The union of what the query ever carried, with the later expiry. */
const REMEMBER = `
local p, q, exp = ARGV[1], ARGV[2], ARGV[3]
local known, list = {}, {}
local old = redis.call('HGET', p .. 'queries', q)
if old then for t in string.gmatch(old, '%S+') do known[t] = true; list[#list + 1] = t end end
for i = 4, #ARGV do
  if not known[ARGV[i]] then known[ARGV[i]] = true; list[#list + 1] = ARGV[i] end
end
for _, t in ipairs(list) do redis.call('ZADD', p .. 'tag:' .. t, 'GT', exp, q) end
redis.call('HSET', p .. 'queries', q, table.concat(list, ' '))
redis.call('ZADD', p .. 'expiry', 'GT', exp, q)
return #list
`;

/** ARGV: prefix, now, tags… The live queries of those tags. */
const QUERIES = `
local p, now = ARGV[1], ARGV[2]
local seen, out = {}, {}
for i = 3, #ARGV do
  for _, q in ipairs(redis.call('ZRANGEBYSCORE', p .. 'tag:' .. ARGV[i], '(' .. now, '+inf')) do
    if not seen[q] then seen[q] = true; out[#out + 1] = q end
  end
end
return out
`;

/** ARGV: prefix, queries… */
const FORGET = `${FORGET_FUNCTION}
for i = 2, #ARGV do forget(ARGV[1], ARGV[i]) end
return #ARGV - 1
`;

/** ARGV: prefix. Every query (a revalidation of all content). */
const FORGET_ALL = `${FORGET_FUNCTION}
local qs = redis.call('HKEYS', ARGV[1] .. 'queries')
for _, q in ipairs(qs) do forget(ARGV[1], q) end
return #qs
`;

/** ARGV: prefix, now, limit. The queries whose answers have left the cache, a batch at a time. */
const PRUNE = `${FORGET_FUNCTION}
local qs = redis.call('ZRANGEBYSCORE', ARGV[1] .. 'expiry', '-inf', ARGV[2], 'LIMIT', 0, tonumber(ARGV[3]))
for _, q in ipairs(qs) do forget(ARGV[1], q) end
return #qs
`;

const PRUNE_BATCH = 1_000;

/** What the index uses of the shared connection (SharedRedis). */
export type RedisIndexConnection = Pick<SharedRedis, 'isReady' | 'report'> & {
  run<T>(work: (client: RedisClientType) => Promise<T>): Promise<T>;
};

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export class RedisCacheTagIndex implements CacheTagStore {
  constructor(
    private readonly redis: RedisIndexConnection,
    private readonly prefix = PREFIX,
  ) {}

  private script(script: string, args: (string | number)[]): Promise<unknown> {
    return this.redis.run((client) => client.eval(script, { arguments: [this.prefix, ...args.map(String)] }));
  }

  /**
   * Skipped while Redis is not connected: the page being rendered cannot be put in the shared cache then either.
   * Written every time otherwise, so a Redis that restarted empty fills again.
   */
  async remember(query: string, tags: readonly string[], expiresAt = contentAnswerExpiry()): Promise<void> {
    if (tags.length === 0 || !this.redis.isReady) return;
    try {
      await this.script(REMEMBER, [query, expiresAt, ...tags]);
    } catch (error) {
      this.redis.report(error, 'the cache tag index could not be written');
    }
  }

  async queriesFor(tags: readonly string[]): Promise<string[]> {
    if (tags.length === 0) return [];
    const now = Math.floor(Date.now() / 1000);
    try {
      await this.script(PRUNE, [now, PRUNE_BATCH]);
      const queries = (await this.script(QUERIES, [now, ...tags])) as string[];
      return [...new Set(queries)].sort();
    } catch (error) {
      this.redis.report(error, 'the cache tag index could not be read');
      throw new CacheTagIndexUnavailableError(`The cache tag index in Redis could not be read: ${describe(error)}`);
    }
  }

  async forget(queries: readonly string[]): Promise<void> {
    if (queries.length === 0) return;
    try {
      await (queries.includes(CONTENT_TAG) ? this.script(FORGET_ALL, []) : this.script(FORGET, [...queries]));
    } catch (error) {
      // The entries stay until they expire: an extra revalidation later, never a missed one.
      this.redis.report(error, 'the cache tag index could not be pruned');
    }
  }

  async size(): Promise<number> {
    return this.redis.run((client) => client.hLen(`${this.prefix}queries`));
  }
}
