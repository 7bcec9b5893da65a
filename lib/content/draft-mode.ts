import { cookies, draftMode } from 'next/headers';
import { getConfig } from '../config';
import { DRAFT_SESSION_COOKIE, newDraftSession, readDraftSession, SESSION_SECONDS } from './draft-session';
import { revokeDraftSession } from './draft-session-revocation';

/**
 * Entering and leaving Next.js draft mode for editors (`/api/draft/enable`, `/api/draft/disable`).
 *
 * Redirect targets are paths on this site only: an absolute URL, a protocol-relative one (`//host`), a
 * backslash (browsers read `/\host` as `//host`), an encoded slash or backslash, or a control character
 * is refused, so the routes cannot be used as an open redirect.
 *
 * The draft cookie must also work inside the content service's preview iframe (DatoCMS's Web Previews
 * plugin), where it is a third-party cookie: in production it is set `Partitioned` (CHIPS) besides
 * Next's `SameSite=None; Secure; HttpOnly`. In development (plain http) Next's `SameSite=Lax` stays.
 *
 * Next's cookie is one value per build, so each editor also gets a session cookie of our own
 * (lib/content/draft-session.ts, with the same attributes), without which draft mode is not honoured;
 * leaving draft mode revokes that session.
 */

const COOKIE = '__prerender_bypass';
const MAX_PATH_LENGTH = 2_048;
const BASE = 'http://glans.invalid';

export type RedirectCheck = { ok: true; path: string } | { ok: false; reason: string };

/** The path to redirect to, when `raw` is a relative path on this site; `fallback` when it is missing. */
export function safeRedirectPath(raw: string | null | undefined, fallback = '/'): RedirectCheck {
  if (raw === null || raw === undefined || raw === '') return { ok: true, path: fallback };
  if (raw.length > MAX_PATH_LENGTH) return { ok: false, reason: `The path is longer than ${MAX_PATH_LENGTH} characters` };
  // Control characters and spaces (browsers strip tabs and new lines from URLs, which can hide a `//`).
  if (/[\u0000-\u0020\u007f]/.test(raw)) return { ok: false, reason: 'The path contains spaces or control characters' };
  if (raw.includes('\\')) return { ok: false, reason: 'The path contains a backslash' };
  if (/%(?:2f|5c)/i.test(raw)) return { ok: false, reason: 'The path contains an encoded slash or backslash' };
  if (!raw.startsWith('/') || raw.startsWith('//')) return { ok: false, reason: 'The path must be relative to this site and start with a single "/"' };
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return { ok: false, reason: 'The path is not a valid URL path' };
  }
  if (url.origin !== BASE) return { ok: false, reason: 'The path must stay on this site' };
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (path.startsWith('//')) return { ok: false, reason: 'The path must start with a single "/"' };
  return { ok: true, path };
}

/** Re-sets (or deletes) Next's draft cookie as a partitioned cookie, so it works in a cross-site iframe. */
async function partitionDraftCookie(enabled: boolean): Promise<void> {
  if (process.env.NODE_ENV === 'development') return;
  const jar = await cookies();
  const value = jar.get(COOKIE)?.value ?? '';
  jar.set({
    name: COOKIE,
    value: enabled ? value : '',
    httpOnly: true,
    secure: true,
    sameSite: 'none',
    partitioned: true,
    path: '/',
    ...(enabled ? {} : { expires: new Date(0) }),
  });
}

/** The session cookie's attributes: those of Next's draft cookie (partitioned outside development). */
function sessionCookieAttributes(): { httpOnly: true; secure: boolean; sameSite: 'none' | 'lax'; partitioned?: boolean; path: string } {
  return process.env.NODE_ENV === 'development'
    ? { httpOnly: true, secure: false, sameSite: 'lax', path: '/' }
    : { httpOnly: true, secure: true, sameSite: 'none', partitioned: true, path: '/' };
}

export async function enableDraftMode(): Promise<void> {
  (await draftMode()).enable();
  await partitionDraftCookie(true);
  const { value } = newDraftSession(getConfig().draftModeSecret);
  (await cookies()).set({ name: DRAFT_SESSION_COOKIE, value, maxAge: SESSION_SECONDS, ...sessionCookieAttributes() });
}

export async function disableDraftMode(): Promise<void> {
  const jar = await cookies();
  const session = readDraftSession(jar.get(DRAFT_SESSION_COOKIE)?.value, getConfig().draftModeSecret);
  if (session) await revokeDraftSession(session);
  (await draftMode()).disable();
  await partitionDraftCookie(false);
  jar.set({ name: DRAFT_SESSION_COOKIE, value: '', expires: new Date(0), ...sessionCookieAttributes() });
}
