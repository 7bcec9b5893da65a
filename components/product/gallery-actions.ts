/**
 * What the gallery's controls do, named on each (`data-gallery`), so that a press made before the gallery's
 * code has arrived (`gallery-slot.tsx`) can be done when it does. A module of its own: the first load needs
 * these names, not the gallery's markup.
 */
export type GalleryAction = { kind: 'show'; index: number } | { kind: 'step'; by: 1 | -1 } | { kind: 'zoom'; to: 'in' | 'out' | 'reset' };

/**
 * The action a control names (`data-gallery`), or for the stage the action of a key: what a press made
 * before the gallery's code had arrived asks for.
 */
export function namedAction(name: string | undefined, key?: string): GalleryAction | null {
  if (name === 'previous') return { kind: 'step', by: -1 };
  if (name === 'next') return { kind: 'step', by: 1 };
  if (name === 'zoom-in') return { kind: 'zoom', to: 'in' };
  if (name === 'zoom-out') return { kind: 'zoom', to: 'out' };
  if (name === 'zoom-reset') return { kind: 'zoom', to: 'reset' };
  const show = /^show-(\d+)$/.exec(name ?? '');
  if (show) return { kind: 'show', index: Number(show[1]) };
  if (name === 'stage' && key !== undefined) {
    if (key === 'ArrowLeft' || key === 'ArrowRight') return { kind: 'step', by: key === 'ArrowRight' ? 1 : -1 };
    if (key === '+' || key === '=') return { kind: 'zoom', to: 'in' };
    if (key === '-') return { kind: 'zoom', to: 'out' };
    if (key === '0') return { kind: 'zoom', to: 'reset' };
  }
  return null;
}

