import { describe, expect, it } from 'vitest';
import type { BaccaratResult } from './baccarat-bets.ts';
import { baccaratBeadRoad, type BeadRoad } from './bead-road.ts';

const OUTCOMES = { P: 'player', B: 'banker', T: 'tie' } as const;
/** Results from marks, oldest first: P, B or T, followed by p for a player pair and b for a banker pair. */
const results = (marks: string): BaccaratResult[] =>
  marks.split(' ').map((bead) => ({
    outcome: OUTCOMES[bead[0] as keyof typeof OUTCOMES],
    playerPair: bead.includes('p'),
    bankerPair: bead.includes('b'),
  }));
/** The board as text, one string per row, '.' for an empty cell (pair marks left out). */
const picture = (road: BeadRoad) => road.cells.map((row) => row.map((bead) => bead?.mark ?? '.').join(''));

describe('the bead road', () => {
  it('fills each column of 6 top to bottom, then the next column', () => {
    const road = baccaratBeadRoad(results('P B B T P B P P'));
    expect(road.rows).toBe(6);
    expect(road.columns).toBe(2);
    expect(picture(road)).toEqual(['PP', 'BP', 'B.', 'T.', 'P.', 'B.']);
  });

  it('marks player and banker pairs on the bead', () => {
    const road = baccaratBeadRoad(results('Pp Bb Tpb'));
    expect(road.cells.map((row) => row[0])).toEqual([
      { mark: 'P', playerPair: true, bankerPair: false },
      { mark: 'B', playerPair: false, bankerPair: true },
      { mark: 'T', playerPair: true, bankerPair: true },
      null,
      null,
      null,
    ]);
  });

  it('is empty before the first round', () => {
    expect(baccaratBeadRoad([])).toEqual({ rows: 6, columns: 0, cells: [[], [], [], [], [], []] });
  });

  it('pads a fixed-width board and drops whole oldest columns when it overflows', () => {
    expect(picture(baccaratBeadRoad(results('P B T'), { rows: 2, columns: 3 }))).toEqual(['PT.', 'B..']);
    // Seven results need 4 columns of 2; a board of 2 columns keeps the last two, rows unchanged.
    expect(picture(baccaratBeadRoad(results('P P B B T T P'), { rows: 2, columns: 2 }))).toEqual([
      'TP',
      'T.',
    ]);
  });

  it('refuses a board without rows', () => {
    expect(() => baccaratBeadRoad([], { rows: 0 })).toThrow(RangeError);
    expect(() => baccaratBeadRoad([], { columns: -1 })).toThrow(RangeError);
  });
});
