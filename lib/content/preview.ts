import { cookies, draftMode } from 'next/headers';
import { cache } from 'react';
import { getConfig } from '../config';
import { DRAFT_SESSION_COOKIE, readDraftSession } from './draft-session';
import { isRevoked } from './draft-session-revocation';

/**
 * Whether this request renders drafts: Next's draft mode, enabled by an editor, with the editor's own
 * unexpired, unrevoked draft session (lib/content/draft-session.ts); Next's draft cookie alone is one value
 * for everyone and outlives "disable". Read once per request.
 */
export const isPreview = cache(async (): Promise<boolean> => {
  try {
    if (!(await draftMode()).isEnabled) return false;
  } catch {
    // Outside a request (build-time static params, sitemap generation): published content.
    return false;
  }
  return hasDraftSession();
});

/** Whether the request carries a valid draft session (its cookies are read only in draft mode, so cached pages stay static). */
export async function hasDraftSession(): Promise<boolean> {
  const session = readDraftSession((await cookies()).get(DRAFT_SESSION_COOKIE)?.value, getConfig().draftModeSecret);
  return session !== null && !(await isRevoked(session));
}
