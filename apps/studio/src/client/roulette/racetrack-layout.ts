/**
 * The racetrack drawn as a flattened oval of the wheel's pockets: zero at one end, the pockets clockwise from it
 * along one side and back along the other, and the announced bets' sectors in the middle. Sideways (wide
 * screens): 19 columns × 3 rows, zero on the left, going right along the top. Upright (phones): the same turned
 * a quarter clockwise, zero on top, going down the right side.
 */
import { EUROPEAN_WHEEL_ORDER, type RouletteAnnouncedBet } from '@casino/game-math';
import type { GridArea, TableOrientation } from './roulette-layout.ts';

/** Pockets along each side after zero. */
const SIDE = (EUROPEAN_WHEEL_ORDER.length - 1) / 2;

/** The sectors in the middle, in track order from zero, with the sideways columns each spans. */
export const RACETRACK_SECTORS: readonly { readonly name: RouletteAnnouncedBet; readonly columns: number }[] =
  [
    { name: 'jeu-zero', columns: 2 },
    { name: 'voisins-du-zero', columns: 6 },
    { name: 'orphelins', columns: 5 },
    { name: 'tiers-du-cylindre', columns: 5 },
  ];

/** The track's grid area of the pocket at `index` in EUROPEAN_WHEEL_ORDER. */
export function pocketArea(index: number, orientation: TableOrientation): GridArea {
  const sideways: GridArea =
    index === 0
      ? { row: 1, column: 1, rows: 3, columns: 1 }
      : index <= SIDE
        ? { row: 1, column: index + 1, rows: 1, columns: 1 }
        : { row: 3, column: 2 * SIDE + 2 - index, rows: 1, columns: 1 };
  return orientation === 'sideways' ? sideways : turned(sideways);
}

/** The track's grid area of a sector. */
export function sectorArea(name: RouletteAnnouncedBet, orientation: TableOrientation): GridArea {
  let column = 2;
  for (const sector of RACETRACK_SECTORS) {
    if (sector.name === name) {
      const sideways: GridArea = { row: 2, column, rows: 1, columns: sector.columns };
      return orientation === 'sideways' ? sideways : turned(sideways);
    }
    column += sector.columns;
  }
  throw new RangeError(`unknown sector: ${name}`);
}

/** A sideways area turned a quarter clockwise: columns become rows, the top row the right column. */
function turned({ row, column, rows, columns }: GridArea): GridArea {
  return { row: column, column: 4 - (row + rows - 1), rows: columns, columns: rows };
}

/** The index in wheel order `step` pockets clockwise (or back) from `index`. */
export function pocketAfter(index: number, step: number): number {
  const count = EUROPEAN_WHEEL_ORDER.length;
  return (((index + step) % count) + count) % count;
}
