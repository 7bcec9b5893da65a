/**
 * Jewellery drawn as SVG by code: rings, necklaces, earrings, bracelets, watches, accessories and gifts,
 * in metal gradients per colour with faceted stones and pearls. Each function draws into a 1000×1000 box.
 */

export const METAL: Record<string, [string, string, string, string]> = {
  gold: ['#fbedc0', '#dcb25a', '#9c7431', '#f3d68f'],
  silver: ['#fbfcfd', '#cfd4d9', '#8b939b', '#eef1f3'],
  rose: ['#fbe2d6', '#dba08a', '#a1604b', '#f3c7b5'],
  black: ['#77726c', '#3b3835', '#1a1816', '#5b5752'],
  white: ['#ffffff', '#f1ebe1', '#cfc5b6', '#fbf8f3'],
  blue: ['#8fa9cf', '#3f5f8f', '#22365a', '#6f8cb8'],
  green: ['#8fbfa3', '#3f7a5a', '#234634', '#6fa588'],
  red: ['#d98a8c', '#a3343a', '#5e1a1e', '#c9646a'],
};

const STONE: Record<string, [string, string, string]> = {
  diamond: ['#ffffff', '#e3eef6', '#9fb6c8'],
  blue: ['#9bb8ef', '#2f55b0', '#142a66'],
  green: ['#9fe0b8', '#2f9a63', '#145234'],
  red: ['#f29aa2', '#c0263a', '#66101c'],
};

export function defs(colour: string, prefix = 'm'): string {
  const [a, b, c, d] = METAL[colour] ?? METAL.gold!;
  const stones = Object.entries(STONE)
    .map(
      ([name, [s0, s1, s2]]) =>
        `<linearGradient id="${prefix}-stone-${name}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${s0}"/><stop offset="0.55" stop-color="${s1}"/><stop offset="1" stop-color="${s2}"/></linearGradient>`,
    )
    .join('');
  return `<linearGradient id="${prefix}-metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="0.35" stop-color="${b}"/><stop offset="0.7" stop-color="${c}"/><stop offset="1" stop-color="${d}"/></linearGradient>
<linearGradient id="${prefix}-metal-v" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="0.5" stop-color="${b}"/><stop offset="1" stop-color="${c}"/></linearGradient>
<radialGradient id="${prefix}-pearl" cx="0.35" cy="0.3" r="0.75"><stop offset="0" stop-color="#ffffff"/><stop offset="0.45" stop-color="#f4eee4"/><stop offset="0.85" stop-color="#d9cdbd"/><stop offset="1" stop-color="#bfb09c"/></radialGradient>
${stones}`;
}

function gem(cx: number, cy: number, r: number, stone: string, p: string): string {
  if (stone === 'pearl') return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${p}-pearl)"/><circle cx="${cx - r * 0.35}" cy="${cy - r * 0.4}" r="${r * 0.18}" fill="#fff" opacity="0.8"/>`;
  const top = `${cx - r},${cy - r * 0.15} ${cx - r * 0.55},${cy - r * 0.7} ${cx + r * 0.55},${cy - r * 0.7} ${cx + r},${cy - r * 0.15} ${cx},${cy + r}`;
  return `<polygon points="${top}" fill="url(#${p}-stone-${stone})" stroke="#ffffff" stroke-opacity="0.6" stroke-width="${r * 0.05}"/>
<polyline points="${cx - r},${cy - r * 0.15} ${cx + r},${cy - r * 0.15}" stroke="#fff" stroke-opacity="0.7" stroke-width="${r * 0.04}" fill="none"/>
<polyline points="${cx - r * 0.55},${cy - r * 0.7} ${cx - r * 0.25},${cy - r * 0.15} ${cx},${cy + r} ${cx + r * 0.25},${cy - r * 0.15} ${cx + r * 0.55},${cy - r * 0.7}" stroke="#fff" stroke-opacity="0.55" stroke-width="${r * 0.03}" fill="none"/>
<circle cx="${cx - r * 0.3}" cy="${cy - r * 0.4}" r="${r * 0.1}" fill="#fff" opacity="0.9"/>`;
}

function chainAlong(points: [number, number][], p: string, size: number, pearls: boolean): string {
  const out: string[] = [];
  for (let i = 0; i < points.length; i += 1) {
    const [x, y] = points[i]!;
    const [nx, ny] = points[Math.min(i + 1, points.length - 1)]!;
    const [px, py] = points[Math.max(i - 1, 0)]!;
    const angle = (Math.atan2(ny - py, nx - px) * 180) / Math.PI;
    out.push(
      pearls
        ? `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${size}" fill="url(#${p}-pearl)"/>`
        : `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${size * 1.4}" ry="${size * 0.8}" transform="rotate(${angle.toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)})" fill="none" stroke="url(#${p}-metal)" stroke-width="${size * 0.45}"/>`,
    );
  }
  return out.join('');
}

function curve(x0: number, y0: number, cx: number, cy: number, x1: number, y1: number, count: number): [number, number][] {
  return Array.from({ length: count }, (_, i) => {
    const t = i / (count - 1);
    return [(1 - t) ** 2 * x0 + 2 * (1 - t) * t * cx + t ** 2 * x1, (1 - t) ** 2 * y0 + 2 * (1 - t) * t * cy + t ** 2 * y1];
  });
}

function ellipsePoints(cx: number, cy: number, rx: number, ry: number, count: number): [number, number][] {
  return Array.from({ length: count + 1 }, (_, i) => {
    const a = (i / count) * Math.PI * 2;
    return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)];
  });
}

export function ring(p: string, stone: string | null, style: number): string {
  const width = [34, 52, 70][style] ?? 40;
  const band = `<ellipse cx="500" cy="590" rx="250" ry="215" fill="none" stroke="url(#${p}-metal)" stroke-width="${width}"/>
<ellipse cx="500" cy="590" rx="250" ry="215" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="${width * 0.18}" transform="translate(-6 -8)"/>`;
  if (!stone) {
    const second = style === 2 ? `<ellipse cx="560" cy="630" rx="210" ry="180" fill="none" stroke="url(#${p}-metal)" stroke-width="30" opacity="0.95"/>` : '';
    return band + second;
  }
  const r = stone === 'pearl' ? 78 : [70, 88, 60][style] ?? 70;
  const setting = `<path d="M ${500 - r * 0.8} ${380} L ${500 - r * 0.5} ${300} L ${500 + r * 0.5} ${300} L ${500 + r * 0.8} ${380} Z" fill="url(#${p}-metal-v)"/>`;
  const side = style === 1 ? `${gem(410, 330, 26, stone === 'pearl' ? 'diamond' : stone, p)}${gem(590, 330, 26, stone === 'pearl' ? 'diamond' : stone, p)}` : '';
  return band + setting + side + gem(500, 270, r, stone, p);
}

export function necklace(p: string, stone: string | null, style: number): string {
  const pearls = stone === 'pearl' && style !== 0;
  const chain = chainAlong(curve(170, 120, 500, 1040, 830, 120, pearls ? 34 : 70), p, pearls ? 19 : 9, pearls);
  if (pearls) return chain;
  const pendant =
    style === 0
      ? `<circle cx="500" cy="640" r="70" fill="url(#${p}-metal)"/><circle cx="500" cy="640" r="44" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="6"/>`
      : style === 1
        ? `<path d="M500 600 C 560 660 600 720 500 800 C 400 720 440 660 500 600 Z" fill="url(#${p}-metal)"/>`
        : `<path d="M500 800 C 420 740 380 690 410 640 C 440 600 490 615 500 650 C 510 615 560 600 590 640 C 620 690 580 740 500 800 Z" fill="url(#${p}-metal)"/>`;
  const bail = `<rect x="488" y="570" width="24" height="46" rx="10" fill="url(#${p}-metal-v)"/>`;
  return chain + bail + pendant + (stone ? gem(500, style === 1 ? 710 : 660, 38, stone, p) : '');
}

export function earrings(p: string, stone: string | null, style: number): string {
  const pair = (draw: (cx: number) => string) => draw(330) + draw(670);
  if (style === 0)
    return pair(
      (cx) => `<ellipse cx="${cx}" cy="520" rx="140" ry="170" fill="none" stroke="url(#${p}-metal)" stroke-width="30"/><ellipse cx="${cx - 8}" cy="512" rx="140" ry="170" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="6"/>`,
    );
  if (style === 1) return pair((cx) => `<rect x="${cx - 6}" y="470" width="12" height="90" rx="6" fill="url(#${p}-metal-v)"/>${stone ? gem(cx, 470, 70, stone, p) : `<circle cx="${cx}" cy="470" r="66" fill="url(#${p}-metal)"/>`}`);
  return pair(
    (cx) => `<path d="M ${cx} 250 q 60 -10 40 60" fill="none" stroke="url(#${p}-metal)" stroke-width="12"/><rect x="${cx - 5}" y="300" width="10" height="200" fill="url(#${p}-metal-v)"/>${stone ? gem(cx, 580, 64, stone, p) : `<path d="M${cx} 500 C ${cx + 60} 560 ${cx + 80} 640 ${cx} 720 C ${cx - 80} 640 ${cx - 60} 560 ${cx} 500 Z" fill="url(#${p}-metal)"/>`}`,
  );
}

export function bracelet(p: string, stone: string | null, style: number, colour: string): string {
  if (style === 1) return `<ellipse cx="500" cy="560" rx="300" ry="170" fill="none" stroke="url(#${p}-metal)" stroke-width="58"/><ellipse cx="494" cy="548" rx="300" ry="170" fill="none" stroke="#fff" stroke-opacity="0.3" stroke-width="10"/>`;
  if (colour === 'black' || style === 2)
    return `<ellipse cx="500" cy="560" rx="300" ry="170" fill="none" stroke="#5b3b2a" stroke-width="46"/><ellipse cx="500" cy="560" rx="300" ry="170" fill="none" stroke="#7a5440" stroke-width="6" stroke-dasharray="14 12"/><rect x="440" y="700" width="120" height="64" rx="14" fill="url(#${p}-metal)"/>`;
  return chainAlong(ellipsePoints(500, 560, 300, 170, 56), p, 12, false) + (stone ? gem(500, 730, 40, stone, p) : '');
}

export function watch(p: string, style: number, colour: string): string {
  const strap = colour === 'black' || style === 1 ? '#3a2a22' : `url(#${p}-metal-v)`;
  const dial = style === 2 ? '#1f2a3a' : '#fbf8f3';
  const ink = style === 2 ? '#f3ead8' : '#2a2622';
  const ticks = Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2;
    const r0 = i % 3 === 0 ? 150 : 162;
    return `<line x1="${500 + r0 * Math.sin(a)}" y1="${500 - r0 * Math.cos(a)}" x2="${500 + 178 * Math.sin(a)}" y2="${500 - 178 * Math.cos(a)}" stroke="${ink}" stroke-width="${i % 3 === 0 ? 8 : 4}"/>`;
  }).join('');
  return `<rect x="400" y="60" width="200" height="260" rx="40" fill="${strap}"/><rect x="400" y="680" width="200" height="260" rx="40" fill="${strap}"/>
<circle cx="500" cy="500" r="230" fill="url(#${p}-metal)"/><circle cx="500" cy="500" r="196" fill="${dial}"/>${ticks}
<line x1="500" y1="500" x2="500" y2="360" stroke="${ink}" stroke-width="10" stroke-linecap="round"/><line x1="500" y1="500" x2="610" y2="540" stroke="${ink}" stroke-width="8" stroke-linecap="round"/><circle cx="500" cy="500" r="12" fill="url(#${p}-metal)"/>
<rect x="726" y="478" width="34" height="44" rx="8" fill="url(#${p}-metal-v)"/>`;
}

export function accessory(p: string, style: number): string {
  if (style === 1)
    return `<circle cx="430" cy="380" r="120" fill="none" stroke="#c9ced4" stroke-width="22"/><rect x="480" y="470" width="220" height="300" rx="40" fill="url(#${p}-metal)" transform="rotate(-18 590 620)"/><circle cx="560" cy="540" r="26" fill="#fbf8f3" transform="rotate(-18 590 620)"/>`;
  return `<rect x="230" y="420" width="540" height="340" rx="26" fill="url(#${p}-metal-v)"/><rect x="210" y="340" width="580" height="120" rx="26" fill="url(#${p}-metal)"/><rect x="470" y="440" width="60" height="50" rx="10" fill="#d9b86a"/><rect x="262" y="470" width="476" height="16" fill="#000" opacity="0.08"/>`;
}

export function gift(p: string): string {
  return `<rect x="250" y="400" width="500" height="400" rx="18" fill="url(#${p}-metal-v)"/><rect x="230" y="330" width="540" height="110" rx="18" fill="url(#${p}-metal)"/>
<rect x="475" y="330" width="50" height="470" fill="#d9b86a"/><path d="M500 330 C 420 240 340 260 380 320 C 400 350 460 340 500 330 C 540 340 600 350 620 320 C 660 260 580 240 500 330 Z" fill="#d9b86a"/>`;
}
