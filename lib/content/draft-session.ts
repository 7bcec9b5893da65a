import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/**
 * Draft mode as a per-editor session. Next's own draft cookie (`__prerender_bypass`) carries one value per
 * build, the same for every editor, and stays valid after "disable"; so draft mode is honoured only with
 * this cookie beside it: `<id>.<expiry in s>.<HMAC-SHA256 of both>`, keyed by a key derived from the
 * draft-mode secret (changing the secret ends every session). It is made by `/api/draft/enable`, expires
 * after SESSION_SECONDS, and `/api/draft/disable` revokes its id.
 *
 * Revoked ids are kept until their session would have expired: here, in this process (a bounded map on
 * globalThis, as the proxy and the routes are bundled apart), and with REDIS_URL in Redis too
 * (draft-session-revocation.ts, a module of its own so that the proxy's bundle has no Redis client).
 * Only a validly signed, unexpired id is revoked, so the list holds at most the sessions editors made.
 * When Redis does not answer, the process's own list decides.
 */

export const DRAFT_SESSION_COOKIE = 'glans_draft_session';
export const SESSION_SECONDS = 8 * 60 * 60;
const REVOKED = Symbol.for('glans.revokedDraftSessions');
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

/** This process's revoked ids and when their sessions expire. */
export function revokedHere(): Map<string, number> {
  return ((globalThis as Record<symbol, Map<string, number> | undefined>)[REVOKED] ??= new Map());
}

/** Whether this process has seen the session revoked. */
export function isRevokedHere(id: string, now = Date.now()): boolean {
  const until = revokedHere().get(id);
  return until !== undefined && until > now;
}
