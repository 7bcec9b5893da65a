'use client';

import type { ReactNode } from 'react';
import { deferred, useDeferred } from '@/components/layout/deferred';
import type { PreviewBarProps } from '@/components/layout/preview-bar';
import type { LivePreviewProps } from './live-preview';

/**
 * The editors' client code behind `import()`, not rendered on the server: a client component that a server
 * component imports straight is in the scripts of every page, and these (datocms-listen, Content Link's
 * overlays, the draft-mode bar's live status) must reach draft pages only. Rendered only in draft mode, they
 * load only there, as soon as they are mounted. Plain `import()` (components/layout/deferred.ts) rather than
 * `next/dynamic`: the root layout renders the overlays and the bar, and the layout's first load then does
 * without next/dynamic's runtime.
 */

const livePreview = deferred(() => import('./live-preview'));
const visualEditing = deferred(() => import('./visual-editing'));
const previewBar = deferred(() => import('@/components/layout/preview-bar'));

export function LivePreviewLazy(props: LivePreviewProps) {
  const code = useDeferred(livePreview, true);
  return code ? <code.LivePreview {...props} /> : null;
}

export function VisualEditingLazy() {
  const code = useDeferred(visualEditing, true);
  return code ? <code.VisualEditing /> : null;
}

/** The draft-mode bar; `frame`, the bar as the server draws it, until its code has arrived. */
export function PreviewBarLazy({ frame, ...props }: PreviewBarProps & { frame: ReactNode }) {
  const code = useDeferred(previewBar, true);
  return code ? <code.PreviewBar {...props} /> : frame;
}
