'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useContentLink } from 'react-datocms/use-content-link';

/**
 * The controller's options, one object for the page's life: `useContentLink` disposes its controller and
 * makes a new one whenever `enabled` changes (by identity), and `dispose()` takes off every stamp it made.
 * With `stripStega` the markers are gone from the text once stamped, so a new controller finds nothing to
 * stamp, and click-to-edit is off on it until turned on again. react-datocms' `<ContentLink stripStega>`
 * passes a new `{ stripStega }` on every render, so each live update's `router.refresh()` and each client
 * navigation (both render the layout again) would leave the page without click-to-edit on its texts.
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
  // The controller is made on a render after the first (the next frame): React's Strict Mode (development)
  // runs a new component's effects twice, which would make a controller, dispose it and make another that
  // finds the markers already stripped; an update's effects run once.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  const { enableClickToEdit, setCurrentPath } = useContentLink({
    enabled: mounted ? CONTROLLER_OPTIONS : false,
    onNavigateTo: (path) => router.push(path),
  });

  // After the hook's own effect, which has made the controller by then.
  useEffect(() => {
    if (mounted && window.parent === window) enableClickToEdit();
  }, [mounted, enableClickToEdit]);

  useEffect(() => {
    if (mounted) setCurrentPath(pathname);
  }, [mounted, pathname, setCurrentPath]);

  return null;
}
