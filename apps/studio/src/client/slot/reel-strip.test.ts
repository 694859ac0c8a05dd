import { describe, expect, it } from 'vitest';
import {
  FIRST_REEL_MS,
  landingDuration,
  landingStrip,
  randomSymbols,
  REEL_STAGGER_MS,
} from './reel-strip.ts';

describe('a landing reel', () => {
  it('starts on the old symbols and ends on the result', () => {
    const strip = landingStrip(['A', 'B', 'C'], ['X', 'Y', 'Z'], ['F1', 'F2', 'F3', 'F4']);
    expect(strip.cells).toEqual(['A', 'B', 'C', 'F1', 'F2', 'F3', 'F4', 'X', 'Y', 'Z']);
    // 7 of 10 cells are above the window at the start: the old symbols fill it.
    expect(strip.startPercent).toBeCloseTo(-70);
  });

  it('works when the reel changes height (megaways)', () => {
    const strip = landingStrip(['A', 'B', 'C', 'D', 'E'], ['X', 'Y'], ['F']);
    expect(strip.cells.slice(0, 5)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(strip.startPercent).toBeCloseTo(-37.5);
  });

  it('lands the reels one after another, 150 ms apart', () => {
    expect(REEL_STAGGER_MS).toBe(150);
    expect(landingDuration(0)).toBe(FIRST_REEL_MS);
    expect(landingDuration(4) - landingDuration(3)).toBe(150);
  });

  it('fills the strip with the game’s own symbols', () => {
    const values = [0, 0.5, 0.99];
    let at = 0;
    expect(randomSymbols(['A', 'B', 'C'], 3, () => values[at++] as number)).toEqual(['A', 'B', 'C']);
    expect(randomSymbols([], 3)).toEqual([]);
  });
});
