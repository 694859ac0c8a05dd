import { describe, expect, it } from 'vitest';
import { aGame } from '../test-support.ts';
import { backTarget, gamePath, tileAction } from './game-paths.ts';

describe('gamePath', () => {
  it('leads to the real-money page or the demo, with the cleaned name in the query', () => {
    const game = aGame({ id: 'big-bass', name: 'Big Bass: Hold & Spin!' });
    expect(gamePath(game, 'real')).toBe('/game/big-bass?name=Big-Bass-Hold-Spin');
    expect(gamePath(game, 'demo')).toBe('/game/big-bass/demo?name=Big-Bass-Hold-Spin');
  });

  it('encodes letters outside ASCII and leaves the query out when no name is left', () => {
    expect(gamePath(aGame({ id: 'gold', name: 'Золото' }), 'real')).toBe(
      '/game/gold?name=%D0%97%D0%BE%D0%BB%D0%BE%D1%82%D0%BE',
    );
    expect(gamePath(aGame({ id: 'stars', name: '★★★' }), 'real')).toBe('/game/stars');
  });
});

describe('tileAction (§4 game play)', () => {
  it('sends a guest straight to the demo when the game has one', () => {
    expect(tileAction(aGame({ hasDemo: true }), false)).toEqual({
      kind: 'open',
      path: '/game/starfall-fortune/demo?name=Starfall-Fortune',
    });
  });

  it('asks a guest to sign up for a game without a demo', () => {
    expect(tileAction(aGame({ hasDemo: false }), false)).toEqual({ kind: 'signup' });
  });

  it('opens the real-money page for a player, demo or not', () => {
    const real = { kind: 'open', path: '/game/starfall-fortune?name=Starfall-Fortune' };
    expect(tileAction(aGame({ hasDemo: true }), true)).toEqual(real);
    expect(tileAction(aGame({ hasDemo: false }), true)).toEqual(real);
  });
});

describe('backTarget', () => {
  it('returns the remembered in-app path', () => {
    expect(backTarget({ from: '/de/games/slots?x=1' })).toBe('/de/games/slots?x=1');
  });

  it('ignores anything that is not a path of this site', () => {
    expect(backTarget(null)).toBeNull();
    expect(backTarget({})).toBeNull();
    expect(backTarget({ from: 42 })).toBeNull();
    expect(backTarget({ from: 'https://evil.example/' })).toBeNull();
    expect(backTarget({ from: '//evil.example/' })).toBeNull();
  });
});
