import { describe, expect, it } from 'vitest';
import { friendlyCount, gameCountLabel, gamesClaimFigure } from './game-counts.ts';

describe('friendly game counts', () => {
  it.each([
    [0, 0],
    [1, 1],
    [9, 9],
    [10, 10],
    [47, 40],
    [99, 90],
    [100, 100],
    [160, 150],
    [999, 950],
    [1_000, 1_000],
    [8_252, 8_200],
    [9_999, 9_900],
    [10_000, 10_000],
    [12_345, 12_000],
  ])('%i games round down to %i', (count, figure) => {
    expect(friendlyCount(count)).toBe(figure);
    expect(figure).toBeLessThanOrEqual(count);
  });

  it('never counts what is not a number of games', () => {
    expect(friendlyCount(-3)).toBe(0);
    expect(friendlyCount(Number.NaN)).toBe(0);
    expect(friendlyCount(160.9)).toBe(150);
  });

  it('labels a count in the specification’s format, and an empty category not at all', () => {
    expect(gameCountLabel(0, 'en')).toBeNull();
    expect(gameCountLabel(7, 'en')).toEqual({ text: '7', exact: true });
    expect(gameCountLabel(47, 'en')).toEqual({ text: '40+', exact: false });
    expect(gameCountLabel(160, 'en')).toEqual({ text: '150+', exact: false });
    expect(gameCountLabel(8_252, 'en')).toEqual({ text: '8,200+', exact: false });
  });

  it('shows the specification’s figures for a catalogue of the size it describes', () => {
    expect(gameCountLabel(8_040, 'en')?.text).toBe('8,000+');
    expect(gameCountLabel(8_652, 'en')?.text).toBe('8,600+');
    expect(gameCountLabel(2_640, 'en')?.text).toBe('2,600+');
    expect(gamesClaimFigure(9_012)).toBe(9_000);
  });

  it('writes the figure as the language writes numbers', () => {
    expect(gameCountLabel(8_252, 'de')?.text).toBe('8.200+');
  });

  it('claims "over N games" only with a figure below the total', () => {
    expect(gamesClaimFigure(160)).toBe(150);
    expect(gamesClaimFigure(150)).toBe(100);
    expect(gamesClaimFigure(11)).toBe(10);
    expect(gamesClaimFigure(10)).toBeNull();
    expect(gamesClaimFigure(0)).toBeNull();
  });
});
