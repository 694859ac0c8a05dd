import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameCounts, GameList } from '@casino/contracts';
import { MANY_REGISTRATIONS, call, type TestSession } from '../../test/test-accounts.ts';
import { databaseKinds, useTestApp } from '../../test/test-platform.ts';
import { registerWithRole } from '../payments/payments.test-support.ts';
import { fakeCatalogue, startFakeStudio, untilCatalogueImported } from './games.test-support.ts';

const studio = await startFakeStudio();
afterAll(() => studio.close());

describe.each(databaseKinds)('game counts on %s', (kind) => {
  const test = useTestApp(kind, { config: { ...MANY_REGISTRATIONS, STUDIO_URL: studio.url } });
  let admin: TestSession;

  beforeAll(async () => {
    await untilCatalogueImported(test.app);
    admin = await registerWithRole(test.app, test.database.db, 'admin');
  });
  // The studio is shared by the runs on each database, and the last test withdraws a game from it.
  afterAll(() => {
    studio.state.catalogue = fakeCatalogue();
  });

  async function counts(): Promise<GameCounts> {
    const response = await call(test.app, undefined, 'GET', '/api/games/counts');
    expect(response.statusCode).toBe(200);
    return response.json<GameCounts>();
  }
  async function listTotal(category: string): Promise<number> {
    const response = await call(test.app, undefined, 'GET', `/api/games?category=${category}`);
    return response.json<GameList>().total;
  }

  it('counts the available games in all and per category, for anyone, cached for a minute', async () => {
    const response = await call(test.app, undefined, 'GET', '/api/games/counts');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.json<GameCounts>()).toEqual({
      total: 6,
      categories: {
        slots: 5,
        live: 0,
        top: 1,
        new: 1,
        jackpots: 0,
        // The games whose bets count towards wagering, as the bonus-games page lists them.
        'bonus-games': 4,
        'bonus-buy': 1,
        'table-games': 0,
        instant_games: 1,
        megaways: 1,
        dropwins: 1,
        'jackpot-gold': 0,
        'jackpot-silver': 0,
        'jackpot-bronze': 0,
        baccarat: 0,
        poker: 0,
        roulette: 0,
        dice: 1,
        blackjack: 0,
        'live-vip': 0,
      },
    });
  });

  it('gives every category the total its page lists', async () => {
    const { categories } = await counts();
    for (const [category, count] of Object.entries(categories))
      expect(await listTotal(category), category).toBe(count);
  });

  it('leaves out games the operator switched off and games the provider withdrew', async () => {
    expect(
      (await call(test.app, admin, 'PATCH', '/api/staff/games/fruit-lines', { enabled: false })).statusCode,
    ).toBe(200);
    const catalogue = fakeCatalogue();
    catalogue.games = catalogue.games.filter((game) => game.id !== 'ember-dice');
    studio.state.catalogue = catalogue;
    expect((await call(test.app, admin, 'POST', '/api/staff/games/import')).statusCode).toBe(200);

    const { total, categories } = await counts();
    expect(total).toBe(4);
    expect(categories).toMatchObject({ slots: 4, top: 0, dice: 0, instant_games: 0, 'bonus-games': 3 });
  });
});
