'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useContentLink } from 'react-datocms/use-content-link';

/**
 * The controller's options, one object for the page's life: `useContentLink` makes a new controller
 * whenever `enabled` is another object. react-datocms' `<ContentLink stripStega>` passes a new
 * `{ stripStega }` on every render, so with it each live update's `router.refresh()` and each client
 * navigation (both render the layout again) would dispose the controller, and `dispose()` takes off every
 * stamp it made; the new controller would find no marker left to stamp (the old one stripped them from the
 * text) and have click-to-edit off (`<ContentLink>` turns it on once, on mount).
 */
const CONTROLLER_OPTIONS = { stripStega: true };

/**
 * Click-to-edit in draft mode (DatoCMS Content Link): one `@datocms/content-link` controller for as long as
 * the page is open finds the invisible markers the content service put in shown text, stamps their
 * elements with the field's editing URL and strips the markers; it watches the page, so what a live update
 * or a client navigation writes is stamped as it arrives. Clicking a stamped element (or an image or block
 * with `data-datocms-content-link-url`) opens the record's field in the editor (a new tab; inside the Web
 * Previews plugin's Visual mode the plugin opens it and may move the preview to another page).
 * Click-to-edit is on for every device, outside an iframe (inside one, the plugin turns it on and off): with
 * a mouse the overlay shows on hover and a click opens the editor; on a touch screen, which has no hover, a
 * tap opens it (react-datocms' `hoverOnly` option would leave touch screens without click-to-edit, since
 * they have no Alt key to toggle it either). Loaded only in draft mode (the layout renders it through
 * preview-lazy.tsx only then).
 */
export function VisualEditing() {
  const router = useRouter();
  const pathname = usePathname();
  const { enableClickToEdit, setCurrentPath } = useContentLink({ enabled: CONTROLLER_OPTIONS, onNavigateTo: (path) => router.push(path) });

  // After the hook's own effect, which has made the controller by then.
  useEffect(() => {
    if (window.parent === window) enableClickToEdit();
  }, [enableClickToEdit]);

  useEffect(() => {
    setCurrentPath(pathname);
  }, [pathname, setCurrentPath]);

  return null;
}
