import { expect, it } from 'vitest';
import { standardPaylineCount, standardPaylines } from './paylines.ts';

it('starts a 5 × 3 set with the three straight lines, middle first, then the symmetric shapes', () => {
  const lines = standardPaylines(5, 3, 20).map((line) => line.join(''));
  expect(lines.slice(0, 3)).toEqual(['11111', '00000', '22222']);
  expect(lines).toContain('01210');
  expect(lines).toContain('21012');
  expect(new Set(lines).size).toBe(20);
});

it('only ever moves one row between neighbouring reels and stays on the grid', () => {
  for (const [reels, rows] of [
    [3, 3],
    [5, 4],
    [6, 5],
  ] as const) {
    for (const line of standardPaylines(reels, rows, standardPaylineCount(reels, rows))) {
      expect(line).toHaveLength(reels);
      expect(
        line.every(
          (row, reel) =>
            row >= 0 && row < rows && (reel === 0 || Math.abs(row - (line[reel - 1] as number)) <= 1),
        ),
      ).toBe(true);
    }
  }
});

it('refuses more lines than the grid has', () => {
  expect(standardPaylineCount(3, 3)).toBe(17);
  expect(() => standardPaylines(3, 3, 18)).toThrow(RangeError);
  expect(() => standardPaylines(3, 3, 0)).toThrow(RangeError);
});
