import type { CSSProperties } from 'react';
import { cssVars } from '../lib/css-vars.ts';
import { gridAreaText, type GridArea, type TableOrientation } from './roulette-layout.ts';

/** An item's grid area in both drawings (--upright-area, --sideways-area), for the stylesheet to pick. */
export function areaVars(area: (orientation: TableOrientation) => GridArea): CSSProperties {
  return cssVars({
    '--upright-area': gridAreaText(area('upright')),
    '--sideways-area': gridAreaText(area('sideways')),
  });
}
