import { createHash } from 'node:crypto';
import { sharedRedis } from '../shared-cache/redis-client.mjs';
import { SIGNATURE_MAX_AGE_MS } from './webhook-signature';

/**
 * What a replayed content webhook can do, bounded (the webhook's secret is static, so whoever saw one call can
 * send it again):
 * - A signed call (lib/content/webhook-signature.ts, the local content service) whose id was already taken is
 *   acknowledged without revalidating (`replayed: true`). Ids are kept for twice the signature's age limit, so
 *   an older copy is refused by its time instead: in this process (at most MAX_IDS) and, with REDIS_URL, in
 *   Redis (`SET NX`), so one id is taken once across the instances.
 * - An unsigned call (DatoCMS) carries nothing that tells a replay from a new publish with the same body, so
 *   the same body is revalidated at most once per REPEAT_INTERVAL_MS; a repeat sooner is a 429 with
 *   `Retry-After`, and the sender (DatoCMS retries failed webhooks) delivers a genuine one again after it.
 * - An invalidation of all content (a record event) runs at most once per ALL_INTERVAL_MS per instance,
 *   whatever its body or signature; sooner is a 429 with `Retry-After`.
 */

export const REPEAT_INTERVAL_MS = 10_000;
export const ALL_INTERVAL_MS = 10_000;
export const ID_MEMORY_MS = 2 * SIGNATURE_MAX_AGE_MS;
const MAX_IDS = 10_000;
const MAX_BODIES = 1_000;
const REDIS_PREFIX = 'glans:webhook-call:';

export type ReplayVerdict =
  { run: true; undo: () => void } | { run: false; replayed: true } | { run: false; retryAfterSeconds: number; reason: string };

interface Memory {
  ids: Map<string, number>;
  bodies: Map<string, number>;
  lastAll: number;
}

const MEMORY = Symbol.for('glans.webhookReplay');

function memory(): Memory {
  return ((globalThis as Record<symbol, Memory | undefined>)[MEMORY] ??= { ids: new Map(), bodies: new Map(), lastAll: 0 });
}

function remember(map: Map<string, number>, key: string, value: number, max: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value as string);
}

function seconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/** Whether this call runs; when it does, `undo` lets a failed run be delivered again. */
export async function admitWebhookCall(
  call: { signedId: string | null; body: string; all: boolean },
  now = Date.now(),
): Promise<ReplayVerdict> {
  const state = memory();
  const undos: (() => void)[] = [];
  if (call.signedId !== null) {
    const id = call.signedId;
    const seen = state.ids.get(id);
    if (seen !== undefined && seen > now) return { run: false, replayed: true };
    if (!(await takeSharedId(id))) return { run: false, replayed: true };
    remember(state.ids, id, now + ID_MEMORY_MS, MAX_IDS);
    undos.push(() => {
      state.ids.delete(id);
      void releaseSharedId(id);
    });
  } else {
    const key = createHash('sha256').update(call.body).digest('base64url');
    const last = state.bodies.get(key);
    if (last !== undefined && now - last < REPEAT_INTERVAL_MS) {
      return {
        run: false,
        retryAfterSeconds: seconds(last + REPEAT_INTERVAL_MS - now),
        reason: 'The same invalidation was just made; deliver it again later',
      };
    }
    remember(state.bodies, key, now, MAX_BODIES);
    undos.push(() => state.bodies.delete(key));
  }
  if (call.all) {
    if (now - state.lastAll < ALL_INTERVAL_MS) {
      for (const undo of undos) undo();
      return {
        run: false,
        retryAfterSeconds: seconds(state.lastAll + ALL_INTERVAL_MS - now),
        reason: 'All content was just revalidated; deliver it again later',
      };
    }
    const previous = state.lastAll;
    state.lastAll = now;
    undos.push(() => (state.lastAll = previous));
  }
  return { run: true, undo: () => undos.forEach((undo) => undo()) };
}

/** Takes the id in Redis for every instance; true without REDIS_URL or when Redis does not answer (this process decides). */
async function takeSharedId(id: string): Promise<boolean> {
  const redis = sharedRedis();
  if (!redis) return true;
  try {
    return (await redis.run((client) => client.set(`${REDIS_PREFIX}${id}`, '1', { NX: true, PX: ID_MEMORY_MS }))) !== null;
  } catch (error) {
    redis.report(error, 'webhook call id');
    return true;
  }
}

async function releaseSharedId(id: string): Promise<void> {
  const redis = sharedRedis();
  if (!redis) return;
  await redis.run((client) => client.del(`${REDIS_PREFIX}${id}`)).catch(() => undefined);
}

/** Forgets this process's call ids and times (a fresh start, as after a restart: the unit tests use it). */
export function forgetWebhookCalls(): void {
  delete (globalThis as Record<symbol, Memory | undefined>)[MEMORY];
}
