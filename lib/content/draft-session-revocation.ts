import { sharedRedis } from '../shared-cache/redis-client.mjs';
import { isRevokedHere, revokedHere, type DraftSession } from './draft-session';

/**
 * Revoking draft sessions (lib/content/draft-session.ts): in this process, and with REDIS_URL in Redis
 * (`glans:draft-revoked:<id>`, expiring with the session) so a revocation at one instance holds at all.
 */

const MAX_REVOKED = 10_000;
const REDIS_PREFIX = 'glans:draft-revoked:';

/** Revokes a session here and, with REDIS_URL, for every instance. */
export async function revokeDraftSession(session: DraftSession, now = Date.now()): Promise<void> {
  const revoked = revokedHere();
  for (const [id, until] of revoked) if (until <= now) revoked.delete(id);
  revoked.set(session.id, session.expiresAt);
  // Full with live sessions: the one that expires first goes (Map order is revocation order, close to it).
  if (revoked.size > MAX_REVOKED) revoked.delete(revoked.keys().next().value as string);
  const redis = sharedRedis();
  if (!redis) return;
  await redis
    .run((client) => client.set(`${REDIS_PREFIX}${session.id}`, '1', { PXAT: session.expiresAt }))
    .catch((error: unknown) => redis.report(error, 'draft session revocation'));
}

/** Whether the session is revoked here or (with REDIS_URL) at any instance. */
export async function isRevoked(session: DraftSession, now = Date.now()): Promise<boolean> {
  if (isRevokedHere(session.id, now)) return true;
  const redis = sharedRedis();
  if (!redis) return false;
  try {
    return (await redis.run((client) => client.exists(`${REDIS_PREFIX}${session.id}`))) > 0;
  } catch (error) {
    redis.report(error, 'draft session revocation check');
    return false;
  }
}
