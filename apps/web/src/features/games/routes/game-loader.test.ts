import { beforeEach, describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { setAuthenticated } from '../../../lib/session.ts';
import { gameLoader } from './game-loader.ts';

beforeEach(() => setAuthenticated(false));

const run = async (path: string, params: Record<string, string | undefined>) => {
  const args = {
    params,
    request: new Request(`http://localhost${path}`),
    context: undefined,
  } as unknown as LoaderFunctionArgs;
  try {
    return await gameLoader(args);
  } catch (thrown) {
    return thrown;
  }
};

const redirectOf = (answer: unknown) => (answer instanceof Response ? answer.headers.get('location') : null);

describe('game route loader', () => {
  it('opens the real-money and the demo page of a game', async () => {
    expect(await run('/game/starfall-fortune', { gameId: 'starfall-fortune' })).toBeNull();
    expect(await run('/game/starfall-fortune/demo', { gameId: 'starfall-fortune', demo: 'demo' })).toBeNull();
  });

  it('sends anything else to the 404 page, in the page language', async () => {
    expect(redirectOf(await run('/game', {}))).toBe('/404');
    expect(redirectOf(await run('/game/x/fun', { gameId: 'x', demo: 'fun' }))).toBe('/404');
    expect(redirectOf(await run('/game/Bad_Id', { gameId: 'Bad_Id' }))).toBe('/404');
    expect(redirectOf(await run('/de/game/x/play', { lang: 'de', gameId: 'x', demo: 'play' }))).toBe(
      '/de/404',
    );
  });
});
