'use client';

import { usePathname } from 'next/navigation';
import { useLiveStatus, type LiveStatus } from '@/components/preview/live-status';
import { PreviewBarFrame } from './preview-bar-frame';

/** The bar's words for live preview's states (the dictionary's, in Swedish), `{message}` filled in. */
export interface LiveStatusTexts {
  connecting: string;
  live: string;
  reconnecting: string;
  disconnected: string;
  refused: string;
  error: string;
}

function liveText(status: LiveStatus, texts: LiveStatusTexts): string {
  if (status.kind === 'off') return '';
  if (status.kind === 'refused' || status.kind === 'error') return texts[status.kind].replace('{message}', status.message);
  return texts[status.kind];
}

/**
 * The draft-mode bar (editors only): says that this is a preview with drafts, how the page's live preview
 * stands (a polite live region: connecting, live, reconnecting, disconnected, or why it was refused or
 * stopped), and links out of draft mode back to the same page as the public sees it. A plain link, not a
 * prefetching `<Link>`: a prefetch of the exit route would end draft mode on its own. Not in the first load
 * (`PreviewBarLazy` in components/preview/preview-lazy.tsx): until its code has arrived, the server's
 * `PreviewBarFrame` stands in its place.
 */
export interface PreviewBarProps {
  label: string;
  exitLabel: string;
  liveTexts: LiveStatusTexts;
}

export function PreviewBar({ label, exitLabel, liveTexts }: PreviewBarProps) {
  const pathname = usePathname() || '/';
  const status = useLiveStatus();
  return (
    <PreviewBarFrame
      label={label}
      exitLabel={exitLabel}
      liveState={status.kind}
      liveText={liveText(status, liveTexts)}
      exitHref={`/api/draft/disable/?path=${encodeURIComponent(pathname)}`}
    />
  );
}
