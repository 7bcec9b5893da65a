'use client';

import { usePathname, useRouter } from 'next/navigation';
import { ContentLink } from 'react-datocms/content-link';

/**
 * Click-to-edit in draft mode (DatoCMS Content Link): `<ContentLink>` finds the invisible markers the content
 * service put in shown text and draws its overlays; clicking one opens the record's field in the editor (a
 * new tab; inside the Web Previews plugin's Visual mode the plugin opens it and may move the preview to
 * another page). Click-to-edit is on for every device: with a mouse the overlay shows on hover and a click
 * opens the editor; on a touch screen, which has no hover, a tap opens it (react-datocms' `hoverOnly`
 * option would leave touch screens without click-to-edit, since they have no Alt key to toggle it either).
 * Loaded only in draft mode (the layout renders it through preview-lazy.tsx only then).
 */
export function VisualEditing() {
  const router = useRouter();
  const pathname = usePathname();
  return <ContentLink onNavigateTo={(path) => router.push(path)} currentPath={pathname} enableClickToEdit stripStega />;
}
