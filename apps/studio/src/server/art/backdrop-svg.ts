/** The faint pattern behind a tile's emblem, in the accent colour. */
import type { Backdrop } from '../catalogue/tile-art.ts';

interface Area {
  readonly width: number;
  readonly height: number;
  /** The emblem's centre, which rays and rings radiate from. */
  readonly cx: number;
  readonly cy: number;
}

function steps(from: number, to: number, step: number): number[] {
  return Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);
}

function pattern(backdrop: Backdrop, { width, height, cx, cy }: Area): string {
  const reach = Math.hypot(width, height);
  switch (backdrop) {
    case 'rays':
      return steps(0, 15, 1)
        .map(
          (i) =>
            `<polygon points="${cx},${cy} ${cx - 14},${cy - reach} ${cx + 14},${cy - reach}" transform="rotate(${i * 22.5} ${cx} ${cy})"/>`,
        )
        .join('');
    case 'rings':
      return steps(48, reach, 30)
        .map((r) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke-width="7"/>`)
        .join('');
    case 'stripes':
      return steps(-height, width, 40)
        .map((x) => `<path d="M${x},0 L${x + height},${height}" fill="none" stroke-width="14"/>`)
        .join('');
    case 'dots':
      return steps(13, height, 26)
        .flatMap((y, row) =>
          steps(row % 2 === 0 ? 13 : 26, width, 26).map((x) => `<circle cx="${x}" cy="${y}" r="3.5"/>`),
        )
        .join('');
    case 'waves':
      return steps(20, height, 36)
        .map(
          (y) =>
            `<path d="M0,${y} ${steps(0, width / 40, 1)
              .map(() => 'q20,-12 40,0')
              .join(' ')}" fill="none" stroke-width="5"/>`,
        )
        .join('');
    case 'lattice':
      return steps(-height, width, 44)
        .map(
          (x) =>
            `<path d="M${x},0 L${x + height},${height} M${x + height},0 L${x},${height}" fill="none" stroke-width="3"/>`,
        )
        .join('');
  }
}

export function backdropSvg(backdrop: Backdrop, area: Area, colour: string): string {
  const opacity = backdrop === 'rays' || backdrop === 'stripes' ? 0.07 : 0.12;
  return `<g fill="${colour}" stroke="${colour}" opacity="${opacity}">${pattern(backdrop, area)}</g>`;
}
