/**
 * What each demo image shows: the `render` recipe stored with every media asset of the catalogue, and
 * the one function that turns a recipe into SVG (plus lettering overlays) at its canvas size.
 */
import type { Drawing } from './draw-gifts';
import { drawLogo, type LogoSpec } from './logos';
import type { Backdrop } from './palettes';
import { productPicture, type ProductAngle, type ProductDrawing } from './product-art';
import { drawScene, type SceneSpec } from './scenes';
import { Defs } from './svg';

export type MediaArt =
  | { kind: 'product'; drawing: ProductDrawing; backdrop: Backdrop; angle: ProductAngle }
  | { kind: 'scene'; scene: SceneSpec }
  | { kind: 'logo'; logo: LogoSpec };

export interface ArtOutput extends Drawing {
  defs: Defs;
  /** Width and height of the SVG's coordinate system (the file may be rendered at another size). */
  viewBox: { width: number; height: number };
  /** Logos keep a transparent background. */
  transparent: boolean;
}

export function drawArt(art: MediaArt, width: number, height: number): ArtOutput {
  const defs = new Defs();
  switch (art.kind) {
    case 'product':
      return { defs, ...productPicture(defs, art.drawing, art.backdrop, art.angle), viewBox: { width: 1000, height: 1000 }, transparent: false };
    case 'scene':
      return { defs, ...drawScene(defs, art.scene, width, height), viewBox: { width, height }, transparent: false };
    case 'logo':
      return { defs, ...drawLogo(defs, art.logo), viewBox: { width: 600, height: 300 }, transparent: true };
  }
}
