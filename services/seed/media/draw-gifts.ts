/**
 * Gift cards and gift wrapping. Card lettering is added by the renderer as text overlays (see
 * `TextOverlay`), since SVG text depends on the fonts of the machine.
 */
import { metals, metalStops, textiles, type TextileTone } from './palettes';
import { Defs, ellipse, mix, path } from './svg';

export interface TextOverlay {
  text: string;
  /** Centre of the text in the 1000-unit drawing box. */
  x: number;
  y: number;
  /** Font size in drawing units. */
  size: number;
  colour: string;
  letterSpacing?: number;
  weight?: 'normal' | 'bold';
  italic?: boolean;
  /** Clockwise rotation in degrees around the text's centre. */
  rotate?: number;
}

export interface Drawing {
  svg: string;
  texts: TextOverlay[];
}

export function giftCard(defs: Defs, colour: TextileTone): Drawing {
  const t = textiles[colour];
  const gold = metals.gold;
  const foil = defs.linear(metalStops(gold), 20);
  const dark = colour === 'black' || colour === 'green' || colour === 'blue';
  const ink = dark ? gold.light : mix(t.dark, '#000000', 0.4);
  const svg =
    // Envelope behind the card.
    `<g transform="rotate(-8 520 560)"><rect x="230" y="380" width="560" height="360" rx="10" fill="${defs.linear([[0, '#fbf7f1'], [1, '#e9e0d3']], 90)}"/>` +
    path('M230 390 L510 580 L790 390', { fill: 'none', stroke: '#d8cbb9', 'stroke-width': 4 }) +
    `</g>` +
    `<g transform="rotate(5 500 520)">` +
    `<rect x="210" y="340" width="580" height="360" rx="26" fill="${defs.linear([[0, t.light], [0.5, t.mid], [1, t.dark]], 60)}"/>` +
    `<rect x="236" y="366" width="528" height="308" rx="16" fill="none" stroke="${foil}" stroke-width="4"/>` +
    ellipse(500, 470, 34, 34, { fill: 'none', stroke: foil, 'stroke-width': 4 }) +
    path('M500 446 L508 466 L528 470 L508 476 L500 496 L492 476 L472 470 L492 466 Z', { fill: foil }) +
    `</g>`;
  return {
    svg,
    texts: [
      { text: 'GLANS', x: 496, y: 559, size: 56, colour: ink, letterSpacing: 18, rotate: 5 },
      { text: 'PRESENTKORT', x: 490, y: 624, size: 22, colour: ink, letterSpacing: 10, rotate: 5 },
    ],
  };
}

export type WrapStyle = 'box-ribbon' | 'kraft' | 'pouch' | 'card-box';

export function giftWrap(defs: Defs, style: WrapStyle, colour: TextileTone): string {
  const t = textiles[colour];
  const ribbon = style === 'kraft' ? '#efe6d6' : style === 'box-ribbon' ? metals.gold.mid : '#f7f2ea';
  const paper =
    style === 'kraft'
      ? defs.linear([[0, '#d9b98d'], [1, '#a98358']], 90)
      : defs.linear([[0, t.light], [0.6, t.mid], [1, t.dark]], 90);
  if (style === 'pouch') {
    return (
      path('M320 420 C300 560 290 700 330 780 L670 780 C710 700 700 560 680 420 Z', { fill: paper }) +
      path('M310 420 Q500 470 690 420 L700 380 Q500 430 300 380 Z', { fill: mix(t.dark, '#000000', 0.1) }) +
      path('M360 450 Q500 490 640 450', { fill: 'none', stroke: ribbon, 'stroke-width': 8 }) +
      path('M560 470 C600 560 560 600 620 660 M560 470 C520 560 600 610 540 680', { fill: 'none', stroke: ribbon, 'stroke-width': 7, 'stroke-linecap': 'round' }) +
      path('M360 520 L370 760 M460 500 L455 770 M560 505 L565 770', { stroke: mix(t.dark, '#000000', 0.15), 'stroke-opacity': 0.25, 'stroke-width': 5 })
    );
  }
  const box =
    `<polygon points="260,450 740,450 800,520 200,520" fill="${mix(style === 'kraft' ? '#c9a57a' : t.mid, '#ffffff', 0.15)}"/>` +
    `<rect x="200" y="520" width="600" height="260" rx="6" fill="${paper}"/>` +
    `<rect x="200" y="520" width="600" height="14" fill="#000000" fill-opacity="0.12"/>` +
    `<rect x="470" y="520" width="60" height="260" fill="${ribbon}"/>` +
    `<polygon points="470,450 530,450 545,520 455,520" fill="${ribbon}"/>` +
    `<rect x="200" y="470" width="600" height="0" fill="none"/>`;
  const bow =
    path('M500 470 C420 380 330 400 360 450 C385 490 450 480 500 470 Z', { fill: ribbon, stroke: '#000000', 'stroke-opacity': 0.12, 'stroke-width': 3 }) +
    path('M500 470 C580 380 670 400 640 450 C615 490 550 480 500 470 Z', { fill: ribbon, stroke: '#000000', 'stroke-opacity': 0.12, 'stroke-width': 3 }) +
    path('M495 475 L440 560 M505 475 L575 555', { stroke: ribbon, 'stroke-width': 16, 'stroke-linecap': 'round' }) +
    ellipse(500, 468, 24, 18, { fill: ribbon, stroke: '#000000', 'stroke-opacity': 0.15, 'stroke-width': 3 });
  const tag =
    style === 'card-box'
      ? `<g transform="rotate(-12 680 640)"><rect x="620" y="600" width="150" height="90" rx="8" fill="#fbf8f3" stroke="#d8cbb9" stroke-width="3"/>${path('M640 630 L750 630 M640 650 L730 650', { stroke: '#b9a58a', 'stroke-width': 4, 'stroke-linecap': 'round' })}</g>`
      : '';
  return box + bow + tag;
}
