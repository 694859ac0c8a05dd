/** A tile's centrepiece: the studio's frame, the game's emblem and its two companions, as the composition says. */
import type { TileStyle } from '../catalogue/studios.ts';
import type { TileArt } from '../catalogue/tile-art.ts';
import type { Shape } from '../catalogue/themes.ts';
import { drawShape } from './shapes.ts';

export interface EmblemPaint {
  /** The emblem's paint (a gradient reference). */
  readonly fill: string;
  /** Companions' paint. */
  readonly companion: string;
  /** Outlines and details. */
  readonly line: string;
  /** The frame's colour. */
  readonly frame: string;
}

function frame(style: TileStyle, cx: number, cy: number, r: number, stroke: string): string {
  const common = `fill="none" stroke="${stroke}" stroke-width="4" opacity="0.85"`;
  switch (style) {
    case 'circle':
      return `<circle cx="${cx}" cy="${cy}" r="${r}" ${common}/><circle cx="${cx}" cy="${cy}" r="${r - 8}" fill="none" stroke="${stroke}" stroke-width="1.5" opacity="0.5"/>`;
    case 'diamond':
      return `<polygon points="${cx},${cy - r} ${cx + r},${cy} ${cx},${cy + r} ${cx - r},${cy}" ${common}/>`;
    case 'hexagon': {
      const points = Array.from({ length: 6 }, (_, i) => {
        const angle = (Math.PI / 3) * i + Math.PI / 6;
        return `${(cx + r * Math.cos(angle)).toFixed(1)},${(cy + r * Math.sin(angle)).toFixed(1)}`;
      }).join(' ');
      return `<polygon points="${points}" ${common}/>`;
    }
    case 'arch':
      return `<path d="M${cx - r},${cy + r} V${cy} A${r},${r} 0 0 1 ${cx + r},${cy} V${cy + r}" ${common}/>`;
    case 'banner':
      return `<rect x="${cx - r}" y="${cy - r * 0.8}" width="${r * 2}" height="${r * 1.6}" rx="14" ${common}/>`;
  }
}

/** A shape of `size` centred on (x, y), turned by `turn` degrees. */
function placed(
  shape: Shape,
  x: number,
  y: number,
  size: number,
  fill: string,
  line: string,
  turn = 0,
): string {
  const rotation = turn === 0 ? '' : ` rotate(${turn} 50 50)`;
  return `<g transform="translate(${(x - size / 2).toFixed(1)} ${(y - size / 2).toFixed(1)}) scale(${(size / 100).toFixed(3)})${rotation}">${drawShape(shape, fill, line)}</g>`;
}

/** The centrepiece of `size` round (cx, cy). */
export function emblemSvg(
  art: TileArt,
  style: TileStyle,
  centre: { readonly cx: number; readonly cy: number; readonly size: number },
  paint: EmblemPaint,
): string {
  const { cx, cy, size } = centre;
  const [first, second] = art.companions;
  const ring = frame(style, cx, cy, size / 2 + 16, paint.frame);
  const companion = (shape: Shape, x: number, y: number, scale: number, turn = 0) =>
    placed(shape, x, y, size * scale, paint.companion, paint.line, turn);
  switch (art.composition) {
    case 'single':
      return ring + placed(art.emblem, cx, cy, size, paint.fill, paint.line);
    case 'trio':
      return (
        ring +
        placed(art.emblem, cx, cy - size * 0.06, size * 0.86, paint.fill, paint.line) +
        companion(first, cx - size * 0.52, cy + size * 0.34, 0.42, -12) +
        companion(second, cx + size * 0.52, cy + size * 0.34, 0.42, 12)
      );
    case 'orbit':
      return (
        ring +
        companion(first, cx - size * 0.62, cy - size * 0.36, 0.34, -18) +
        companion(second, cx + size * 0.62, cy - size * 0.36, 0.34, 18) +
        placed(art.emblem, cx, cy + size * 0.04, size * 0.8, paint.fill, paint.line)
      );
    case 'tilted':
      return (
        `<g opacity="0.2">${placed(first, cx + size * 0.18, cy - size * 0.1, size * 1.5, paint.companion, paint.line, 15)}</g>` +
        ring +
        placed(art.emblem, cx, cy, size * 0.92, paint.fill, paint.line, -10) +
        companion(second, cx + size * 0.5, cy + size * 0.42, 0.36, 10)
      );
  }
}
