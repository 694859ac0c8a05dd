/** Emblem and symbol shapes as SVG elements drawn in a 100 × 100 box. */
import type { Shape } from '../catalogue/themes.ts';

function polygon(points: readonly (readonly [number, number])[]): string {
  return points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
}

function starPoints(spikes: number, outer: number, inner: number): [number, number][] {
  return Array.from({ length: spikes * 2 }, (_, i) => {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / spikes - Math.PI / 2;
    return [50 + radius * Math.cos(angle), 50 + radius * Math.sin(angle)];
  });
}

/** The shape's elements; `fill` is a paint (colour or url(#id)), `line` the outline and detail colour. */
export function drawShape(shape: Shape, fill: string, line: string): string {
  const stroke = `stroke="${line}" stroke-width="3" stroke-linejoin="round"`;
  switch (shape) {
    case 'gem':
      return `<polygon points="30,22 70,22 88,42 50,86 12,42" fill="${fill}" ${stroke}/><polyline points="12,42 88,42 M30,22 40,42 50,86 60,42 70,22" fill="none" stroke="${line}" stroke-width="2" opacity="0.6"/><path d="M40,42 50,22 60,42" fill="none" stroke="${line}" stroke-width="2" opacity="0.6"/>`;
    case 'diamond':
      return `<polygon points="50,8 88,50 50,92 12,50" fill="${fill}" ${stroke}/><polygon points="50,24 72,50 50,76 28,50" fill="${line}" opacity="0.25"/>`;
    case 'star':
      return `<polygon points="${polygon(starPoints(5, 44, 19))}" fill="${fill}" ${stroke}/>`;
    case 'crown':
      return `<path d="M12,78 L16,30 L34,52 L50,18 L66,52 L84,30 L88,78 Z" fill="${fill}" ${stroke}/><rect x="12" y="74" width="76" height="12" rx="3" fill="${fill}" ${stroke}/><circle cx="50" cy="18" r="6" fill="${line}"/>`;
    case 'heart':
      return `<path d="M50,86 C20,64 8,46 14,30 C20,14 42,12 50,30 C58,12 80,14 86,30 C92,46 80,64 50,86 Z" fill="${fill}" ${stroke}/>`;
    case 'bell':
      return `<path d="M50,12 C32,12 26,30 26,50 C26,64 18,70 14,76 L86,76 C82,70 74,64 74,50 C74,30 68,12 50,12 Z" fill="${fill}" ${stroke}/><circle cx="50" cy="84" r="8" fill="${fill}" ${stroke}/>`;
    case 'hexagon':
      return `<polygon points="${polygon(Array.from({ length: 6 }, (_, i) => [50 + 42 * Math.cos((Math.PI / 3) * i), 50 + 42 * Math.sin((Math.PI / 3) * i)] as const))}" fill="${fill}" ${stroke}/><circle cx="50" cy="50" r="16" fill="none" stroke="${line}" stroke-width="4"/>`;
    case 'shield':
      return `<path d="M50,8 L86,20 C86,56 72,78 50,92 C28,78 14,56 14,20 Z" fill="${fill}" ${stroke}/><path d="M50,22 L50,80 M28,40 L72,40" stroke="${line}" stroke-width="4" opacity="0.5"/>`;
    case 'moon':
      return `<path d="M62,10 A40,40 0 1 0 90,62 A32,32 0 1 1 62,10 Z" fill="${fill}" ${stroke}/>`;
    case 'bolt':
      return `<polygon points="58,6 20,56 46,56 36,94 82,40 54,40" fill="${fill}" ${stroke}/>`;
    case 'drop':
      return `<path d="M50,8 C50,8 18,46 18,64 A32,32 0 0 0 82,64 C82,46 50,8 50,8 Z" fill="${fill}" ${stroke}/><ellipse cx="38" cy="62" rx="6" ry="10" fill="${line}" opacity="0.4"/>`;
    case 'leaf':
      return `<path d="M14,86 C14,40 40,14 88,12 C86,60 60,86 14,86 Z" fill="${fill}" ${stroke}/><path d="M14,86 L66,34" stroke="${line}" stroke-width="3"/>`;
    case 'sun':
      return `<polygon points="${polygon(starPoints(12, 46, 32))}" fill="${fill}" ${stroke}/><circle cx="50" cy="50" r="22" fill="${line}" opacity="0.35"/>`;
    case 'pyramid':
      return `<polygon points="50,10 92,84 8,84" fill="${fill}" ${stroke}/><polyline points="50,10 60,84" fill="none" stroke="${line}" stroke-width="2" opacity="0.6"/><path d="M28,48 H72 M18,66 H82" stroke="${line}" stroke-width="2" opacity="0.45"/>`;
    case 'wave':
      return `<path d="M6,62 C20,30 44,26 56,44 C64,56 54,66 46,60 C60,62 62,44 50,40 C70,34 90,48 94,70 L94,88 L6,88 Z" fill="${fill}" ${stroke}/>`;
    case 'rune':
      return `<rect x="18" y="8" width="64" height="84" rx="14" fill="${fill}" ${stroke}/><path d="M40,24 V76 M40,30 L62,44 L40,58 M40,50 L62,70" fill="none" stroke="${line}" stroke-width="6" stroke-linecap="round"/>`;
    case 'cherry':
      return `<path d="M34,62 C40,34 54,20 70,12 M66,62 C64,40 66,26 70,12" fill="none" stroke="${line}" stroke-width="4"/><circle cx="32" cy="68" r="18" fill="${fill}" ${stroke}/><circle cx="68" cy="70" r="18" fill="${fill}" ${stroke}/>`;
    case 'horseshoe':
      return `<path d="M22,88 L22,50 A28,28 0 0 1 78,50 L78,88 L62,88 L62,52 A12,12 0 0 0 38,52 L38,88 Z" fill="${fill}" ${stroke}/>`;
    case 'planet':
      return `<circle cx="50" cy="50" r="28" fill="${fill}" ${stroke}/><ellipse cx="50" cy="52" rx="46" ry="12" fill="none" stroke="${line}" stroke-width="5" transform="rotate(-18 50 50)"/>`;
    case 'skull':
      return `<path d="M50,10 C26,10 14,28 14,46 C14,60 22,68 30,72 L30,88 L70,88 L70,72 C78,68 86,60 86,46 C86,28 74,10 50,10 Z" fill="${fill}" ${stroke}/><circle cx="36" cy="48" r="9" fill="${line}"/><circle cx="64" cy="48" r="9" fill="${line}"/><path d="M44,88 V76 M56,88 V76" stroke="${line}" stroke-width="3"/>`;
  }
}
