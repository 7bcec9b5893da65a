'use client';

import dynamic from 'next/dynamic';

/**
 * The editors' client code behind `next/dynamic`, not rendered on the server: a client component that a
 * server component imports straight is in the scripts of every page, and these (datocms-listen, Content
 * Link's overlays) must reach draft pages only. Rendered only in draft mode, they load only there.
 */
export const LivePreviewLazy = dynamic(() => import('./live-preview').then((module) => module.LivePreview), { ssr: false });
export const VisualEditingLazy = dynamic(() => import('./visual-editing').then((module) => module.VisualEditing), { ssr: false });
