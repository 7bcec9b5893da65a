/**
 * Content Link's attribute for an element a server component draws: present only with an editing URL (draft
 * mode). A server component's elements travel in the page's RSC data too, where an attribute set to
 * `undefined` would still be written out by name; a published page names no editing attribute at all.
 */
export function contentLinkAttribute(editingUrl: string | undefined): { 'data-datocms-content-link-url'?: string } {
  return editingUrl ? { 'data-datocms-content-link-url': editingUrl } : {};
}
