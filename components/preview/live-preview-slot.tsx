import { getGlobalData } from '@/lib/content/global-data';
import { recordedLiveQueries } from '@/lib/content/live-query-log';
import { isPreview } from '@/lib/content/preview';
import { getSearchPage } from '@/lib/content/search-page';
import { LivePreviewLazy } from './preview-lazy';

/**
 * A draft page's live preview: renders nothing outside draft mode, and the live-preview component (loaded
 * in the browser only when rendered: preview-lazy.tsx) with the queries this render made. Render it
 * after the screen's data has been loaded: it subscribes to what had been read by then, the shell's
 * texts (header, footer, dictionary) and the search page included.
 */
export async function LivePreviewSlot() {
  if (!(await isPreview())) return null;
  // Request-deduplicated: already read by the layout, and recorded for this page by being asked for here.
  await Promise.all([getGlobalData(), getSearchPage()]);
  const parts = recordedLiveQueries();
  if (parts.length === 0) return null;
  return <LivePreviewLazy query={parts.map((part) => part.hash).join(' ')} variables={parts.map((part) => part.variables)} />;
}
