import { describe, expect, it } from 'vitest';
import { openingWindow, winningCells } from './slot-window.ts';

describe('the symbol window', () => {
  it('opens on regular symbols in the grid of the game', () => {
    const window = openingWindow({
      reels: 5,
      rows: 3,
      symbols: [
        { id: 'H1', kind: 'regular', name: 'Hammer', pays: [], image: '' },
        { id: 'L1', kind: 'regular', name: 'A', pays: [], image: '' },
        { id: 'WILD', kind: 'wild', name: 'Wild', pays: [], image: '' },
      ],
    });
    expect(window).toHaveLength(5);
    expect(window.every((reel) => reel.length === 3)).toBe(true);
    expect(window.flat().every((id) => id === 'H1' || id === 'L1')).toBe(true);
  });

  it('marks the cells of every win and of paying scatters', () => {
    const cells = winningCells({
      wins: [
        {
          line: 0,
          symbol: 'L2',
          count: 3,
          ways: 1,
          positions: [
            [0, 1],
            [1, 1],
            [2, 1],
          ],
          amount: 40,
        },
        {
          line: 1,
          symbol: 'L2',
          count: 3,
          ways: 1,
          positions: [
            [0, 1],
            [1, 0],
            [2, 0],
          ],
          amount: 40,
        },
      ],
      scatter: {
        symbol: 'BONUS',
        count: 3,
        positions: [
          [4, 2],
          [3, 0],
          [1, 2],
        ],
        amount: 0,
      },
    });
    expect([...cells].sort()).toEqual(['0:1', '1:0', '1:1', '1:2', '2:0', '2:1', '3:0', '4:2']);
  });
});
