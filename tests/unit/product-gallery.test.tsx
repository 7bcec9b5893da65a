// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { namedAction } from '@/components/product/gallery-actions';
import type { GalleryImage, ProductGalleryLabels } from '@/components/product/gallery-view';
import { ProductGallery } from '@/components/product/product-gallery';

afterEach(cleanup);

const labels: ProductGalleryLabels = {
  gallery: 'Produktbilder',
  zoomIn: 'Zooma in',
  zoomOut: 'Zooma ut',
  resetZoom: 'Återställ',
  previousImage: 'Föregående bild',
  nextImage: 'Nästa bild',
  showImage: 'Visa bild {index} av {count}',
  zoomLevel: 'Zoom {level}×',
  zoomHint: 'Använd plus och minus för att zooma.',
};

/** Images as the server draws them: elements (stand-ins here, the gallery only places them). */
const images: GalleryImage[] = ['a', 'b', 'c'].map((name) => ({
  key: name,
  alt: `Ring ${name}`,
  view: <span>{`view ${name}`}</span>,
  zoomed: <span>{`zoomed ${name}`}</span>,
  thumbnail: <span>{`thumbnail ${name}`}</span>,
}));

const current = () => screen.getAllByRole('button', { name: /^Visa bild/ }).findIndex((button) => button.getAttribute('aria-current') === 'true');

describe('ProductGallery', () => {
  it('starts where the presses made before its code had arrived lead, in order', () => {
    render(<ProductGallery images={images} labels={labels} initialActions={[{ kind: 'step', by: 1 }, { kind: 'step', by: 1 }, { kind: 'zoom', to: 'in' }]} />);
    expect(current()).toBe(2);
    expect(screen.getByRole('group', { name: 'Ring c' }).textContent).toBe('zoomed c');
    expect(screen.getByRole('status').textContent).toMatch(/^Zoom 1,5×$/);
  });

  it('steps round from the first image backwards, and a thumbnail shows its image', () => {
    render(<ProductGallery images={images} labels={labels} initialActions={[{ kind: 'step', by: -1 }]} />);
    expect(current()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Visa bild 2 av 3' }));
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Nästa bild' }));
    expect(current()).toBe(2);
  });
});

describe('the action a control names', () => {
  it.each([
    ['next', undefined, { kind: 'step', by: 1 }],
    ['previous', undefined, { kind: 'step', by: -1 }],
    ['show-3', undefined, { kind: 'show', index: 3 }],
    ['zoom-in', undefined, { kind: 'zoom', to: 'in' }],
    ['zoom-reset', undefined, { kind: 'zoom', to: 'reset' }],
    ['stage', 'ArrowLeft', { kind: 'step', by: -1 }],
    ['stage', '+', { kind: 'zoom', to: 'in' }],
    ['stage', 'Tab', null],
    ['stage', undefined, null],
    [undefined, undefined, null],
  ])('%s %s', (name, key, action) => {
    expect(namedAction(name, key)).toEqual(action);
  });
});
