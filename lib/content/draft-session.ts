import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { sharedRedis } from '../shared-cache/redis-client.mjs';

/**
 * Draft mode as a per-editor session. Next's own draft cookie (`__prerender_bypass`) carries one value per
 * build, the same for every editor, and stays valid after "disable"; so draft mode is honoured only with
 * this cookie beside it: `<id>.<expiry in s>.<HMAC-SHA256 of both>`, keyed by a key derived from the
 * draft-mode secret (changing the secret ends every session). It is made by `/api/draft/enable`, expires
 * after SESSION_SECONDS, and `/api/draft/disable` revokes its id.
 *
 * Revoked ids are kept until their session would have expired: in this process (a bounded map on globalThis,
 * as the proxy and the routes are bundled apart), and with REDIS_URL in Redis too
 * (`glans:draft-revoked:<id>`, expiring with the session), so a revocation at one instance holds at all.
 * Only a validly signed, unexpired id is revoked, so the list holds at most the sessions editors made.
 * When Redis does not answer, the process's own list decides.
 */

export const DRAFT_SESSION_COOKIE = 'glans_draft_session';
export const SESSION_SECONDS = 8 * 60 * 60;
const MAX_REVOKED = 10_000;
const REVOKED = Symbol.for('glans.revokedDraftSessions');
const REDIS_PREFIX = 'glans:draft-revoked:';
const ID = /^[0-9a-f-]{36}$/;

export interface DraftSession {
  id: string;
  expiresAt: number;
}

function signingKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('glans draft session').digest();
}

function signature(secret: string, payload: string): string {
  return createHmac('sha256', signingKey(secret)).update(payload).digest('base64url');
}

/** A new session's cookie value. */
export function newDraftSession(secret: string, now = Date.now()): { value: string; session: DraftSession } {
  const id = randomUUID();
  const expiresAt = Math.floor(now / 1000) + SESSION_SECONDS;
  const payload = `${id}.${expiresAt}`;
  return { value: `${payload}.${signature(secret, payload)}`, session: { id, expiresAt: expiresAt * 1000 } };
}

/** The session a cookie value names when its signature is right and it has not expired (revocation aside). */
export function readDraftSession(value: string | undefined, secret: string, now = Date.now()): DraftSession | null {
  if (!value || !secret || value.length > 200) return null;
  const [id, expiry, given, extra] = value.split('.');
  if (!id || !expiry || !given || extra !== undefined || !ID.test(id) || !/^\d{1,12}$/.test(expiry)) return null;
  const expected = Buffer.from(signature(secret, `${id}.${expiry}`));
  const presented = Buffer.from(given);
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return null;
  const expiresAt = Number(expiry) * 1000;
  return expiresAt > now ? { id, expiresAt } : null;
}

function revokedHere(): Map<string, number> {
  return ((globalThis as Record<symbol, Map<string, number> | undefined>)[REVOKED] ??= new Map());
}

/** Whether this process has seen the session revoked. */
export function isRevokedHere(id: string, now = Date.now()): boolean {
  const until = revokedHere().get(id);
  return until !== undefined && until > now;
}

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
