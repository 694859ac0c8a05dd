import { describe, expect, it } from 'vitest';
import { isGamePage } from './is-game-page.ts';

describe('isGamePage', () => {
  it('knows the game page in every language and mode', () => {
    expect(isGamePage('/game/starfall-fortune')).toBe(true);
    expect(isGamePage('/game/starfall-fortune/demo')).toBe(true);
    expect(isGamePage('/de/game/starfall-fortune')).toBe(true);
    expect(isGamePage('/game')).toBe(true);
  });

  it('leaves every other page alone', () => {
    expect(isGamePage('/games/slots')).toBe(false);
    expect(isGamePage('/de/games')).toBe(false);
    expect(isGamePage('/')).toBe(false);
    expect(isGamePage('/gameplay')).toBe(false);
    expect(isGamePage('/info_pages/game')).toBe(false);
  });
});
