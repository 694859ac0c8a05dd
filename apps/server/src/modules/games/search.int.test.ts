import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameSearchResult } from '@casino/contracts';
import { call, type TestSession } from '../../test/test-accounts.ts';
import { databaseKinds, useTestApp } from '../../test/test-platform.ts';
import { registerWithRole } from '../payments/payments.test-support.ts';
import { startFakeStudio, untilCatalogueImported } from './games.test-support.ts';

const studio = await startFakeStudio();
afterAll(() => studio.close());

describe.each(databaseKinds)('game search on %s', (kind) => {
  const test = useTestApp(kind, { config: { STUDIO_URL: studio.url, REGISTRATION_LIMIT_PER_HOUR: '1000' } });
  let admin: TestSession;
  beforeAll(async () => {
    await untilCatalogueImported(test.app);
    admin = await registerWithRole(test.app, test.database.db, 'admin');
  });

  async function search(q: string): Promise<GameSearchResult> {
    const response = await call(test.app, undefined, 'GET', `/api/search?q=${encodeURIComponent(q)}`);
    expect(response.statusCode).toBe(200);
    return response.json<GameSearchResult>();
  }
  const gameNames = async (q: string) => (await search(q)).games.map((game) => game.name);

  it('finds a game by a part of its name, in any case', async () => {
    expect(await gameNames('VALHALLA')).toEqual(['Mighty Valhalla']);
    expect(await gameNames('ember')).toEqual(expect.arrayContaining(['Ember Megaways', 'Ember Dice']));
  });

  it('forgives a typo and ignores accents', async () => {
    expect((await gameNames('valhala'))[0]).toBe('Mighty Valhalla');
    expect((await gameNames('mighty valhalal'))[0]).toBe('Mighty Valhalla');
    expect((await gameNames('Vâlhällà'))[0]).toBe('Mighty Valhalla');
    expect((await gameNames('dragn buy'))[0]).toBe('Dragon Buy');
  });

  it('finds the studios with their numbers of games', async () => {
    const { providers } = await search('embr forge');
    expect(providers[0]).toMatchObject({ name: 'Ember Forge' });
    expect(providers[0]?.games).toBeGreaterThan(0);
    expect((await search('northern')).providers.map((provider) => provider.name)).toEqual([
      'Northern Lights Gaming',
    ]);
  });

  it('answers nothing for a query that matches nothing, and takes wildcards literally', async () => {
    expect(await search('zzqx')).toEqual({ games: [], providers: [] });
    expect(await gameNames('%')).toEqual([]);
    expect(await gameNames('_')).toEqual([]);
  });

  it('leaves out games that players cannot open', async () => {
    await call(test.app, admin, 'PATCH', '/api/staff/games/mighty-valhalla', { enabled: false });
    expect(await gameNames('valhalla')).toEqual([]);
    await call(test.app, admin, 'PATCH', '/api/staff/games/mighty-valhalla', { enabled: true });
    expect(await gameNames('valhalla')).toEqual(['Mighty Valhalla']);
  });

  it('refuses an empty or overlong query', async () => {
    expect((await call(test.app, undefined, 'GET', '/api/search?q=%20')).statusCode).toBe(400);
    expect((await call(test.app, undefined, 'GET', `/api/search?q=${'a'.repeat(101)}`)).statusCode).toBe(400);
  });
});
