import { describe, expect, it } from 'vitest';
import { ROULETTE_INSIDE_POSITIONS, rouletteBetKey } from '@casino/game-math';
import { pocketArea, sectorArea } from './racetrack-layout.ts';
import { insideSpot, numberAfterKey, numberArea, outsideArea } from './roulette-layout.ts';

describe('chip spots on the inside area', () => {
  it('put each position where a dealer would: cells, lines, corners and row ends', () => {
    expect(insideSpot({ kind: 'straight', numbers: [0] })).toEqual({
      along: 0.5,
      across: 1.5,
      shape: 'point',
    });
    expect(insideSpot({ kind: 'straight', numbers: [17] })).toEqual({
      along: 6.5,
      across: 1.5,
      shape: 'point',
    });
    // Side by side: on the line between the columns; one above the other: on the line between the rows.
    expect(insideSpot({ kind: 'split', numbers: [17, 18] })).toEqual({
      along: 6.5,
      across: 2,
      shape: 'along',
    });
    expect(insideSpot({ kind: 'split', numbers: [17, 20] })).toEqual({
      along: 7,
      across: 1.5,
      shape: 'across',
    });
    expect(insideSpot({ kind: 'split', numbers: [0, 3] })).toEqual({
      along: 1,
      across: 2.5,
      shape: 'across',
    });
    expect(insideSpot({ kind: 'street', numbers: [16, 17, 18] })).toEqual({
      along: 6.5,
      across: 0,
      shape: 'along',
    });
    expect(insideSpot({ kind: 'street', numbers: [0, 1, 2] })).toEqual({
      along: 1,
      across: 1,
      shape: 'point',
    });
    expect(insideSpot({ kind: 'corner', numbers: [16, 17, 19, 20] })).toEqual({
      along: 7,
      across: 1,
      shape: 'point',
    });
    expect(insideSpot({ kind: 'corner', numbers: [0, 1, 2, 3] })).toEqual({
      along: 1,
      across: 0,
      shape: 'point',
    });
    expect(insideSpot({ kind: 'six-line', numbers: [13, 14, 15, 16, 17, 18] })).toEqual({
      along: 6,
      across: 0,
      shape: 'point',
    });
  });

  it('give every inside position a spot of its own', () => {
    const spots = ROULETTE_INSIDE_POSITIONS.map((position) => {
      const { along, across } = insideSpot(position);
      return `${along}:${across}`;
    });
    expect(new Set(spots).size).toBe(ROULETTE_INSIDE_POSITIONS.length);
    expect(ROULETTE_INSIDE_POSITIONS.map(rouletteBetKey)).toHaveLength(145);
  });
});

describe('the table drawn upright and on its side', () => {
  it('places numbers in 3 columns × 12 rows, or turned with the 3, 6, 9… column on top', () => {
    expect(numberArea(1, 'upright')).toEqual({ row: 2, column: 1, rows: 1, columns: 1 });
    expect(numberArea(36, 'upright')).toEqual({ row: 13, column: 3, rows: 1, columns: 1 });
    expect(numberArea(0, 'upright')).toEqual({ row: 1, column: 1, rows: 1, columns: 3 });
    expect(numberArea(3, 'sideways')).toEqual({ row: 1, column: 2, rows: 1, columns: 1 });
    expect(numberArea(34, 'sideways')).toEqual({ row: 3, column: 13, rows: 1, columns: 1 });
  });

  it('lines the outside boxes up with the numbers they cover', () => {
    expect(outsideArea({ kind: 'column', column: 3 }, 'upright')).toEqual({
      row: 14,
      column: 5,
      rows: 1,
      columns: 1,
    });
    expect(outsideArea({ kind: 'column', column: 3 }, 'sideways')).toEqual({
      row: 1,
      column: 14,
      rows: 1,
      columns: 1,
    });
    expect(outsideArea({ kind: 'dozen', dozen: 2 }, 'upright')).toEqual({
      row: 6,
      column: 2,
      rows: 4,
      columns: 1,
    });
    expect(outsideArea({ kind: 'dozen', dozen: 3 }, 'sideways')).toEqual({
      row: 4,
      column: 10,
      rows: 1,
      columns: 4,
    });
    expect(outsideArea({ kind: 'high' }, 'sideways')).toEqual({ row: 5, column: 12, rows: 1, columns: 2 });
  });

  it('moves the keyboard focus as the grid is drawn', () => {
    expect(numberAfterKey(17, 'ArrowDown', 'upright')).toBe(20);
    expect(numberAfterKey(17, 'ArrowRight', 'upright')).toBe(18);
    expect(numberAfterKey(18, 'ArrowRight', 'upright')).toBe(18);
    expect(numberAfterKey(2, 'ArrowUp', 'upright')).toBe(0);
    expect(numberAfterKey(0, 'ArrowDown', 'upright')).toBe(2);
    expect(numberAfterKey(17, 'ArrowRight', 'sideways')).toBe(20);
    expect(numberAfterKey(17, 'ArrowUp', 'sideways')).toBe(18);
    expect(numberAfterKey(17, 'ArrowDown', 'sideways')).toBe(16);
    expect(numberAfterKey(35, 'ArrowRight', 'sideways')).toBe(35);
    expect(numberAfterKey(9, 'End', 'sideways')).toBe(36);
    expect(numberAfterKey(9, 'Home', 'upright')).toBe(0);
  });
});

describe('the racetrack', () => {
  it('runs clockwise from zero along one side and back along the other', () => {
    expect(pocketArea(0, 'sideways')).toEqual({ row: 1, column: 1, rows: 3, columns: 1 });
    expect(pocketArea(1, 'sideways')).toEqual({ row: 1, column: 2, rows: 1, columns: 1 });
    expect(pocketArea(18, 'sideways')).toEqual({ row: 1, column: 19, rows: 1, columns: 1 });
    expect(pocketArea(19, 'sideways')).toEqual({ row: 3, column: 19, rows: 1, columns: 1 });
    expect(pocketArea(36, 'sideways')).toEqual({ row: 3, column: 2, rows: 1, columns: 1 });
    // Turned a quarter clockwise for phones: zero on top, down the right side.
    expect(pocketArea(0, 'upright')).toEqual({ row: 1, column: 1, rows: 1, columns: 3 });
    expect(pocketArea(1, 'upright')).toEqual({ row: 2, column: 3, rows: 1, columns: 1 });
    expect(pocketArea(36, 'upright')).toEqual({ row: 2, column: 1, rows: 1, columns: 1 });
  });

  it('puts the sectors between the two sides', () => {
    expect(sectorArea('jeu-zero', 'sideways')).toEqual({ row: 2, column: 2, rows: 1, columns: 2 });
    expect(sectorArea('tiers-du-cylindre', 'sideways')).toEqual({ row: 2, column: 15, rows: 1, columns: 5 });
    expect(sectorArea('voisins-du-zero', 'upright')).toEqual({ row: 4, column: 2, rows: 6, columns: 1 });
  });
});
