import type { NextRequest } from 'next/server';
import { getConfig } from '../config';
import { DRAFT_SESSION_COOKIE, isRevokedHere, readDraftSession } from '../content/draft-session';
import { DRAFT_MODE_COOKIE } from './policy';

/**
 * The proxy's view of draft mode: a page request is a draft request only with Next's draft cookie and a valid
 * draft session (signed, unexpired, not revoked in this process; the pages check Redis's revocations too:
 * lib/content/preview.ts). Without one, Next's cookie is taken off the request, so Next serves the cached page
 * instead of rendering it for whoever copied that cookie.
 */
export function isDraftRequest(request: NextRequest): boolean {
  if (!request.cookies.has(DRAFT_MODE_COOKIE)) return false;
  const session = readDraftSession(request.cookies.get(DRAFT_SESSION_COOKIE)?.value, getConfig().draftModeSecret);
  return session !== null && !isRevokedHere(session.id);
}

/** Removes Next's draft cookie from a request's `Cookie` header. */
export function dropDraftBypassCookie(headers: Headers): void {
  const cookie = headers.get('cookie');
  if (!cookie?.includes(DRAFT_MODE_COOKIE)) return;
  const kept = cookie
    .split(';')
    .filter((part) => part.split('=')[0]?.trim() !== DRAFT_MODE_COOKIE)
    .join(';')
    .trim();
  if (kept) headers.set('cookie', kept);
  else headers.delete('cookie');
}
