/**
 * Brand wordmarks: a small drawn emblem above the brand name in spaced capitals, with a short line
 * underneath (city and founding year). The lettering is a text overlay rendered with a bundled font.
 */
import type { TextOverlay } from './draw-gifts';
import { Defs, ellipse, n, path } from './svg';

export type Emblem = 'sun' | 'diamond' | 'wave' | 'mountain' | 'leaf' | 'star' | 'rings' | 'moon' | 'clock' | 'knot' | 'drop' | 'crown';

export interface LogoSpec {
  name: string;
  tagline: string;
  emblem: Emblem;
  ink: string;
  accent: string;
}

function emblem(kind: Emblem, cx: number, cy: number, r: number, ink: string, accent: string): string {
  const stroke = { fill: 'none', stroke: ink, 'stroke-width': r * 0.09, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' };
  switch (kind) {
    case 'sun': {
      const rays = Array.from({ length: 12 }, (_, i) => {
        const a = (i / 12) * Math.PI * 2;
        return `M${n(cx + Math.cos(a) * r * 0.62)} ${n(cy + Math.sin(a) * r * 0.62)} L${n(cx + Math.cos(a) * r)} ${n(cy + Math.sin(a) * r)}`;
      }).join(' ');
      return ellipse(cx, cy, r * 0.4, r * 0.4, { fill: accent }) + path(rays, stroke);
    }
    case 'diamond':
      return path(`M${n(cx - r)} ${n(cy - r * 0.25)} L${n(cx - r * 0.55)} ${n(cy - r * 0.75)} L${n(cx + r * 0.55)} ${n(cy - r * 0.75)} L${n(cx + r)} ${n(cy - r * 0.25)} L${n(cx)} ${n(cy + r)} Z M${n(cx - r)} ${n(cy - r * 0.25)} L${n(cx + r)} ${n(cy - r * 0.25)} M${n(cx - r * 0.3)} ${n(cy - r * 0.75)} L${n(cx)} ${n(cy + r)} L${n(cx + r * 0.3)} ${n(cy - r * 0.75)}`, stroke);
    case 'wave':
      return [-0.35, 0.05, 0.45]
        .map((dy, i) => path(`M${n(cx - r)} ${n(cy + dy * r)} q${n(r / 2)} ${n(-r * 0.35)} ${n(r)} 0 t${n(r)} 0`, { ...stroke, stroke: i === 1 ? accent : ink }))
        .join('');
    case 'mountain':
      return path(`M${n(cx - r)} ${n(cy + r * 0.6)} L${n(cx - r * 0.25)} ${n(cy - r * 0.6)} L${n(cx + r * 0.15)} ${n(cy)} L${n(cx + r * 0.45)} ${n(cy - r * 0.35)} L${n(cx + r)} ${n(cy + r * 0.6)} Z`, stroke) + ellipse(cx + r * 0.55, cy - r * 0.75, r * 0.16, r * 0.16, { fill: accent });
    case 'leaf':
      return path(`M${n(cx)} ${n(cy + r)} C${n(cx - r * 0.9)} ${n(cy + r * 0.2)} ${n(cx - r * 0.6)} ${n(cy - r * 0.8)} ${n(cx)} ${n(cy - r)} C${n(cx + r * 0.6)} ${n(cy - r * 0.8)} ${n(cx + r * 0.9)} ${n(cy + r * 0.2)} ${n(cx)} ${n(cy + r)} Z M${n(cx)} ${n(cy + r)} L${n(cx)} ${n(cy - r * 0.5)}`, stroke);
    case 'star': {
      const points = Array.from({ length: 8 }, (_, i) => {
        const a = -Math.PI / 2 + (i * Math.PI) / 4;
        const radius = i % 2 === 0 ? r : r * 0.32;
        return `${n(cx + Math.cos(a) * radius)} ${n(cy + Math.sin(a) * radius)}`;
      });
      return path(`M${points.join(' L')} Z`, { fill: accent });
    }
    case 'rings':
      return ellipse(cx - r * 0.3, cy, r * 0.6, r * 0.6, stroke) + ellipse(cx + r * 0.3, cy, r * 0.6, r * 0.6, { ...stroke, stroke: accent });
    case 'moon':
      return path(`M${n(cx + r * 0.35)} ${n(cy - r * 0.9)} A${n(r)} ${n(r)} 0 1 0 ${n(cx + r * 0.35)} ${n(cy + r * 0.9)} A${n(r * 0.75)} ${n(r * 0.75)} 0 0 1 ${n(cx + r * 0.35)} ${n(cy - r * 0.9)} Z`, { fill: accent });
    case 'clock':
      return ellipse(cx, cy, r * 0.9, r * 0.9, stroke) + path(`M${n(cx)} ${n(cy)} L${n(cx)} ${n(cy - r * 0.6)} M${n(cx)} ${n(cy)} L${n(cx + r * 0.42)} ${n(cy + r * 0.18)}`, { ...stroke, stroke: accent });
    case 'knot':
      return path(`M${n(cx - r)} ${n(cy)} C${n(cx - r)} ${n(cy - r)} ${n(cx + r)} ${n(cy + r)} ${n(cx + r)} ${n(cy)} C${n(cx + r)} ${n(cy - r)} ${n(cx - r)} ${n(cy + r)} ${n(cx - r)} ${n(cy)} Z`, stroke);
    case 'drop':
      return path(`M${n(cx)} ${n(cy - r)} C${n(cx + r * 0.5)} ${n(cy - r * 0.2)} ${n(cx + r * 0.75)} ${n(cy + r * 0.2)} ${n(cx + r * 0.6)} ${n(cy + r * 0.6)} C${n(cx + r * 0.4)} ${n(cy + r * 1.05)} ${n(cx - r * 0.4)} ${n(cy + r * 1.05)} ${n(cx - r * 0.6)} ${n(cy + r * 0.6)} C${n(cx - r * 0.75)} ${n(cy + r * 0.2)} ${n(cx - r * 0.5)} ${n(cy - r * 0.2)} ${n(cx)} ${n(cy - r)} Z`, { fill: accent });
    case 'crown':
      return path(`M${n(cx - r)} ${n(cy + r * 0.5)} L${n(cx - r)} ${n(cy - r * 0.5)} L${n(cx - r * 0.5)} ${n(cy)} L${n(cx)} ${n(cy - r * 0.7)} L${n(cx + r * 0.5)} ${n(cy)} L${n(cx + r)} ${n(cy - r * 0.5)} L${n(cx + r)} ${n(cy + r * 0.5)} Z`, stroke);
  }
}

/** A transparent 600 × 300 logo. */
export function drawLogo(_defs: Defs, logo: LogoSpec): { svg: string; texts: TextOverlay[] } {
  const long = logo.name.length > 12;
  return {
    svg: emblem(logo.emblem, 300, 78, 34, logo.ink, logo.accent) + path('M255 238 L345 238', { stroke: logo.accent, 'stroke-width': 2 }),
    texts: [
      { text: logo.name.toLocaleUpperCase('sv-SE'), x: 300, y: 168, size: long ? 34 : 42, colour: logo.ink, letterSpacing: long ? 7 : 10 },
      { text: logo.tagline.toLocaleUpperCase('sv-SE'), x: 300, y: 266, size: 14, colour: logo.ink, letterSpacing: 5 },
    ],
  };
}
