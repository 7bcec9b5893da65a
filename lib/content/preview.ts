import { draftMode } from 'next/headers';

/** Whether this request renders drafts (Next's draft mode, enabled by an editor). */
export async function isPreview(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    // Outside a request (build-time static params, sitemap generation): published content.
    return false;
  }
}
