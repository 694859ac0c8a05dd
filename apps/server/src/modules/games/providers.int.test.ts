import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameList, GameProviders } from '@casino/contracts';
import { call } from '../../test/test-accounts.ts';
import { databaseKinds, useTestApp } from '../../test/test-platform.ts';
import { fakeCatalogue, startFakeStudio, untilCatalogueImported } from './games.test-support.ts';

const studio = await startFakeStudio();
afterAll(() => studio.close());

/** How many games of the fake catalogue each studio (by name) publishes. */
function publishedPerStudio(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const game of fakeCatalogue().games)
    counts.set(game.studio.name, (counts.get(game.studio.name) ?? 0) + 1);
  return counts;
}

describe.each(databaseKinds)('game providers on %s', (kind) => {
  const test = useTestApp(kind, { config: { STUDIO_URL: studio.url } });
  beforeAll(async () => {
    await untilCatalogueImported(test.app);
  });

  it('lists the studios by name with their numbers of available games, cached for everyone', async () => {
    const response = await call(test.app, undefined, 'GET', '/api/providers');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const { providers } = response.json<GameProviders>();
    const names = providers.map((provider) => provider.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(new Map(providers.map((provider) => [provider.name, provider.games]))).toEqual(
      publishedPerStudio(),
    );
  });

  it('filters the games by studio, and refuses a provider that is not a number', async () => {
    const { providers } = (await call(test.app, undefined, 'GET', '/api/providers')).json<GameProviders>();
    for (const provider of providers) {
      const response = await call(
        test.app,
        undefined,
        'GET',
        `/api/games?provider=${provider.id}&pageSize=60`,
      );
      const list = response.json<GameList>();
      expect(list.total).toBe(provider.games);
      expect(list.games.every((game) => game.providerId === provider.id)).toBe(true);
    }
    const none = await call(test.app, undefined, 'GET', '/api/games?provider=999999');
    expect(none.json<GameList>()).toMatchObject({ games: [], total: 0 });
    expect((await call(test.app, undefined, 'GET', '/api/games?provider=abc')).statusCode).toBe(400);
  });
});
