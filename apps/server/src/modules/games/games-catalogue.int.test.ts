import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type {
  CatalogueImportReport,
  Game,
  GameDetails,
  GameList,
  StaffGame,
  StaffGameList,
  StudioCatalogue,
} from '@casino/contracts';
import { MANY_REGISTRATIONS, call, registerPlayer, type TestSession } from '../../test/test-accounts.ts';
import { databaseKinds, useTestApp } from '../../test/test-platform.ts';
import { registerWithRole } from '../payments/payments.test-support.ts';
import { createGames } from './games.module.ts';
import { CATALOGUE_IMPORT_JOB } from './games.module.ts';
import {
  FAKE_STUDIO_URL,
  fakeCatalogue,
  startFakeStudio,
  untilCatalogueImported,
} from './games.test-support.ts';

const studio = await startFakeStudio();
afterAll(() => studio.close());

const ALL_IDS = fakeCatalogue().games.map((game) => game.id);

describe.each(databaseKinds)('game catalogue on %s', (kind) => {
  const test = useTestApp(kind, {
    // Every visitor is in Germany, so that country restrictions can be seen from app.inject's loopback address.
    config: { ...MANY_REGISTRATIONS, STUDIO_URL: studio.url, DEV_COUNTRY_OVERRIDE: 'DE' },
  });
  let admin: TestSession;
  let support: TestSession;

  beforeAll(async () => {
    await untilCatalogueImported(test.app);
    admin = await registerWithRole(test.app, test.database.db, 'admin');
    support = await registerWithRole(test.app, test.database.db, 'support');
  });

  /** Each test starts from the full catalogue with every game on and unrestricted. */
  afterEach(async () => {
    studio.state.catalogue = fakeCatalogue();
    studio.state.failWith = null;
    expect((await importNow()).statusCode).toBe(200);
    for (const id of ALL_IDS)
      await call(test.app, admin, 'PATCH', `/api/staff/games/${id}`, {
        enabled: true,
        restrictedCountries: [],
      });
  });

  const importNow = () => call(test.app, admin, 'POST', '/api/staff/games/import');
  const serve = (change: (catalogue: StudioCatalogue) => void) => {
    const catalogue = fakeCatalogue();
    change(catalogue);
    studio.state.catalogue = catalogue;
  };
  async function lobby(query = ''): Promise<GameList> {
    const response = await call(test.app, undefined, 'GET', `/api/games${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<GameList>();
  }
  const idsOf = async (query = '') => (await lobby(query)).games.map((game) => game.id);
  /** The games module beside the app's, on the same database, with no player and no catalogue of its own. */
  const gamesWith = (options: Partial<Parameters<typeof createGames>[1]>) =>
    createGames(test.platform, {
      catalogueSource: null,
      countryOf: () => null,
      currencyOf: async () => null,
      profileOf: async () => ({ firstName: null, surename: null, gender: null, birthday: null }),
      balancesOf: async () => ({ currency: 'EUR', real: 0, bonus: 0 }),
      bonusWeigherOf: async () => null,
      createLaunchToken: () => Promise.reject(new Error('not in this test')),
      assertMayRisk: async () => ({ session: null }),
      log: { info: () => undefined, warn: () => undefined },
      ...options,
    });
  async function staffGames(): Promise<StaffGame[]> {
    const response = await call(test.app, support, 'GET', '/api/staff/games?pageSize=60');
    expect(response.statusCode).toBe(200);
    return response.json<StaffGameList>().games;
  }
  const staffGame = async (id: string) => (await staffGames()).find((game) => game.id === id);
  const details = (id: string) => call(test.app, undefined, 'GET', `/api/games/${id}`);
  const patch = (id: string, body: object) => call(test.app, admin, 'PATCH', `/api/staff/games/${id}`, body);

  describe('import', () => {
    it('imports the catalogue at start and maps every field to the Game entity', async () => {
      const list = await lobby('?pageSize=60');
      expect(list.games.map((game) => game.id)).toEqual(ALL_IDS);
      const [valhalla, fruit, megaways] = list.games as [Game, Game, Game];
      expect(valhalla).toEqual({
        id: 'mighty-valhalla',
        name: 'Mighty Valhalla',
        image: `${FAKE_STUDIO_URL}/studio/art/mighty-valhalla/desktop.svg`,
        providerId: expect.any(Number) as number,
        providerName: 'Northern Lights Gaming',
        hasDemo: true,
        isWagering: true,
        source: null,
        roundSchedule: null,
        categories: [
          { id: 10, slug: 'slots' },
          { id: 1, slug: 'new' },
        ],
        imagine: {
          files: {
            desktop: `${FAKE_STUDIO_URL}/studio/art/mighty-valhalla/desktop.svg`,
            mobile: `${FAKE_STUDIO_URL}/studio/art/mighty-valhalla/mobile.svg`,
          },
          gradient_color: '#3b5b7a',
        },
        geo_link: null,
        badges: ['new', 'wagering'],
        type: 'slot-ways',
        rtp: 0.9600004,
        bonusBuyRtp: null,
        volatility: 'high',
      });
      // Studios get the platform's own numbers: one per studio.
      expect(fruit.providerId).toBe(valhalla.providerId);
      expect(megaways.providerName).toBe('Ember Forge');
      expect(megaways.providerId).not.toBe(valhalla.providerId);
      const dragon = list.games.find((game) => game.id === 'dragon-buy');
      expect(dragon).toMatchObject({ type: 'bonus-buy', bonusBuyRtp: 0.9702, isWagering: false });
      expect(await staffGame('mighty-valhalla')).toMatchObject({
        provider: 'lumen-studio',
        enabled: true,
        restrictedCountries: [],
        withdrawnAt: null,
        importedAt: expect.any(String) as string,
      });
    });

    it('changes nothing when the same catalogue is imported again', async () => {
      const before = await staffGames();
      const response = await importNow();
      expect(response.statusCode).toBe(200);
      expect(response.json<CatalogueImportReport>()).toMatchObject({
        provider: 'lumen-studio',
        imported: 6,
        added: 0,
        withdrawn: 0,
      });
      expect(await staffGames()).toEqual(before);
    });

    it('withdraws a game the provider stops publishing, keeps it, and offers it again when it returns', async () => {
      serve((catalogue) => {
        catalogue.games = catalogue.games.filter((game) => game.id !== 'jungle-drops');
      });
      expect((await importNow()).json<CatalogueImportReport>()).toMatchObject({
        imported: 5,
        added: 0,
        withdrawn: 1,
      });
      expect(await idsOf('?pageSize=60')).not.toContain('jungle-drops');
      expect(await idsOf('?category=dropwins')).toEqual([]);
      const page = await details('jungle-drops');
      expect(page.statusCode).toBe(200);
      expect(page.json<GameDetails>()).toMatchObject({ available: false, game: { name: 'Jungle Drops' } });
      expect((await staffGame('jungle-drops'))?.withdrawnAt).toEqual(expect.any(String));

      serve(() => undefined);
      expect((await importNow()).json<CatalogueImportReport>()).toMatchObject({ added: 0, withdrawn: 0 });
      expect(await idsOf('?category=dropwins')).toEqual(['jungle-drops']);
      expect((await staffGame('jungle-drops'))?.withdrawnAt).toBeNull();
    });

    it("takes the provider's changes and keeps the operator's settings", async () => {
      expect(
        (await patch('fruit-lines', { enabled: false, restrictedCountries: ['FR', 'AT'] })).statusCode,
      ).toBe(200);
      serve((catalogue) => {
        const fruit = catalogue.games.find((game) => game.id === 'fruit-lines');
        if (fruit) Object.assign(fruit, { name: 'Fruit Lines Deluxe', rtp: 0.9645 });
        const studio = catalogue.studios.find((entry) => entry.id === 'ember-forge');
        if (studio) studio.name = 'Ember Forge Studios';
        for (const game of catalogue.games)
          if (game.studio.id === 'ember-forge') game.studio.name = 'Ember Forge Studios';
      });
      expect((await importNow()).statusCode).toBe(200);
      expect(await staffGame('fruit-lines')).toMatchObject({
        name: 'Fruit Lines Deluxe',
        rtp: 0.9645,
        enabled: false,
        restrictedCountries: ['AT', 'FR'],
      });
      expect(await idsOf('?pageSize=60')).not.toContain('fruit-lines');
      expect((await lobby('?category=megaways')).games[0]?.providerName).toBe('Ember Forge Studios');
    });

    it('refuses a catalogue in another format version, and one it cannot read, and changes nothing', async () => {
      const before = await staffGames();
      serve((catalogue) => {
        (catalogue as { version: number }).version = 2;
        catalogue.games = [];
      });
      const refused = await importNow();
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({
        error: { code: 'catalogue_unavailable', message: expect.stringContaining('version 2') as string },
      });

      serve((catalogue) => {
        catalogue.games = [];
      });
      expect((await importNow()).json()).toMatchObject({ error: { code: 'catalogue_unavailable' } });

      studio.state.failWith = 500;
      const failed = await importNow();
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toMatchObject({
        error: { code: 'catalogue_unavailable', message: expect.stringContaining('HTTP 500') as string },
      });
      expect(await staffGames()).toEqual(before);
    });

    it('the periodic job imports the catalogue', async () => {
      serve((catalogue) => {
        catalogue.games = catalogue.games.filter((game) => game.id !== 'ember-dice');
      });
      expect(await test.jobs.runOnce(CATALOGUE_IMPORT_JOB)).toBe(true);
      expect(await idsOf('?category=dice')).toEqual([]);
      expect((await staffGame('ember-dice'))?.withdrawnAt).toEqual(expect.any(String));
    });

    it("never takes over another provider's game id", async () => {
      const other = fakeCatalogue();
      const [valhalla] = other.games;
      if (!valhalla) throw new Error('the fake catalogue has games');
      const otherStudio = { id: 'northern-lights', name: 'Other Northern Lights' };
      other.provider = 'other-provider';
      other.studios = [otherStudio];
      other.games = [
        { ...valhalla, name: 'Not Valhalla', studio: otherStudio },
        { ...valhalla, id: 'other-slot', name: 'Other Slot', studio: otherStudio },
      ];
      const games = gamesWith({ catalogueSource: async () => other });
      expect(await games.importer.run()).toMatchObject({ provider: 'other-provider', imported: 1, added: 1 });
      const list = await lobby('?pageSize=60');
      expect(list.games.find((game) => game.id === 'mighty-valhalla')?.name).toBe('Mighty Valhalla');
      const otherSlot = list.games.find((game) => game.id === 'other-slot');
      expect(otherSlot?.providerName).toBe('Other Northern Lights');
      // A provider's studios are its own, even under the same external id.
      expect(otherSlot?.providerId).not.toBe(list.games[0]?.providerId);
      // Disabled here so that later tests see the studio's six games only.
      expect((await patch('other-slot', { enabled: false })).statusCode).toBe(200);
    });
  });

  describe('lobby reads', () => {
    it('filters by category slug, with bonus-games meaning the wagering games', async () => {
      expect(await idsOf('?category=slots')).toEqual([
        'mighty-valhalla',
        'fruit-lines',
        'ember-megaways',
        'dragon-buy',
        'jungle-drops',
      ]);
      expect(await idsOf('?category=new')).toEqual(['mighty-valhalla']);
      expect(await idsOf('?category=top')).toEqual(['fruit-lines']);
      expect(await idsOf('?category=megaways')).toEqual(['ember-megaways']);
      expect(await idsOf('?category=bonus-buy')).toEqual(['dragon-buy']);
      expect(await idsOf('?category=dropwins')).toEqual(['jungle-drops']);
      expect(await idsOf('?category=dice')).toEqual(['ember-dice']);
      expect(await idsOf('?category=instant_games')).toEqual(['ember-dice']);
      expect(await idsOf('?category=bonus-games')).toEqual([
        'mighty-valhalla',
        'fruit-lines',
        'ember-megaways',
        'jungle-drops',
      ]);
    });

    it('lists no drops-and-wins games to a visitor from the UK (§4), an answer no shared cache keeps', async () => {
      const response = await call(test.app, undefined, 'GET', '/api/games?category=dropwins');
      expect(response.headers['cache-control']).toBe('private, no-store');
      const inTheUk = gamesWith({ countryOf: () => 'GB' });
      const page = { page: 1, pageSize: 15 };
      expect(await inTheUk.catalogue.list({ category: 'dropwins', ip: '127.0.0.1', ...page })).toMatchObject({
        games: [],
        total: 0,
      });
      expect((await inTheUk.catalogue.list({ category: 'slots', ip: '127.0.0.1', ...page })).total).toBe(5);
    });

    it('answers an empty page for categories no provider publishes, and 400 for a category that does not exist', async () => {
      for (const category of ['live', 'jackpots', 'table-games', 'favorites', 'roulette'])
        expect(await lobby(`?category=${category}`)).toEqual({ games: [], total: 0, page: 1, pageSize: 15 });
      const unknown = await call(test.app, undefined, 'GET', '/api/games?category=casino-royale');
      expect(unknown.statusCode).toBe(400);
    });

    it('searches game and studio names, case-insensitively', async () => {
      expect(await idsOf('?search=VALHALLA')).toEqual(['mighty-valhalla']);
      expect(await idsOf('?search=ember')).toEqual(['ember-megaways', 'dragon-buy', 'ember-dice']);
      expect(await idsOf('?search=northern&category=top')).toEqual(['fruit-lines']);
      expect(await idsOf('?search=%25')).toEqual([]);
      expect(await idsOf('?search=no-such-game')).toEqual([]);
    });

    it('pages in catalogue order with the total', async () => {
      const first = await lobby('?pageSize=4');
      expect(first).toMatchObject({ total: 6, page: 1, pageSize: 4 });
      expect(first.games.map((game) => game.id)).toEqual(ALL_IDS.slice(0, 4));
      const second = await lobby('?pageSize=4&page=2');
      expect(second.games.map((game) => game.id)).toEqual(ALL_IDS.slice(4));
      expect(await lobby('?pageSize=4&page=3')).toEqual({ games: [], total: 6, page: 3, pageSize: 4 });
      expect((await lobby()).pageSize).toBe(15);
    });

    it('hides a game the operator switches off, and its page says it is not available', async () => {
      const response = await call(test.app, undefined, 'GET', '/api/games');
      expect(response.headers['cache-control']).toBe('public, max-age=30');
      expect((await patch('fruit-lines', { enabled: false })).json<StaffGame>()).toMatchObject({
        id: 'fruit-lines',
        enabled: false,
      });
      expect(await idsOf('?pageSize=60')).toEqual(ALL_IDS.filter((id) => id !== 'fruit-lines'));
      expect(await idsOf('?category=top')).toEqual([]);
      expect((await lobby()).total).toBe(5);
      const page = await details('fruit-lines');
      expect(page.json<GameDetails>()).toMatchObject({
        available: false,
        restrictedInCountry: false,
        game: { id: 'fruit-lines' },
      });
      expect(page.headers['cache-control']).toBe('private, max-age=30');
    });

    it('tells a visitor whether the game is restricted in their country', async () => {
      expect((await details('ember-megaways')).json<GameDetails>()).toMatchObject({
        available: true,
        restrictedInCountry: false,
      });
      await patch('ember-megaways', { restrictedCountries: ['FR'] });
      expect((await details('ember-megaways')).json<GameDetails>().restrictedInCountry).toBe(false);
      await patch('ember-megaways', { restrictedCountries: ['FR', 'DE'] });
      expect((await details('ember-megaways')).json<GameDetails>()).toMatchObject({
        available: true,
        restrictedInCountry: true,
      });
      // Restricted games stay in the lobby: opening one answers access denied.
      expect(await idsOf('?category=megaways')).toEqual(['ember-megaways']);
    });

    it('answers 404 not_found for an unknown game', async () => {
      const response = await details('no-such-game');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
    });
  });

  describe('staff', () => {
    it('lists every game for support and admin, disabled and withdrawn included, with search and paging', async () => {
      await patch('dragon-buy', { enabled: false });
      serve((catalogue) => {
        catalogue.games = catalogue.games.filter((game) => game.id !== 'ember-dice');
      });
      await importNow();
      const games = await staffGames();
      expect(games.map((game) => game.id)).toEqual(expect.arrayContaining(ALL_IDS));
      expect(games.find((game) => game.id === 'dragon-buy')?.enabled).toBe(false);
      expect(games.find((game) => game.id === 'ember-dice')?.withdrawnAt).toEqual(expect.any(String));
      const searched = await call(test.app, admin, 'GET', '/api/staff/games?search=dragon');
      expect(searched.json<StaffGameList>()).toMatchObject({ total: 1, games: [{ id: 'dragon-buy' }] });
      const paged = await call(test.app, support, 'GET', '/api/staff/games?pageSize=2&page=2');
      expect(paged.json<StaffGameList>()).toMatchObject({ page: 2, pageSize: 2 });
      expect(paged.json<StaffGameList>().games).toHaveLength(2);
    });

    it('refuses an update of an unknown game, an unknown country and an empty change', async () => {
      expect((await patch('no-such-game', { enabled: false })).statusCode).toBe(404);
      const country = await patch('fruit-lines', { restrictedCountries: ['ZZ'] });
      expect(country.statusCode).toBe(400);
      expect(country.json()).toMatchObject({ error: { code: 'unknown_country' } });
      expect((await patch('fruit-lines', {})).statusCode).toBe(400);
      expect(await staffGame('fruit-lines')).toMatchObject({ enabled: true, restrictedCountries: [] });
    });

    it('lets only admins change games and import', async () => {
      const player = await registerPlayer(test.app);
      for (const session of [support, player]) {
        expect(
          (await call(test.app, session, 'PATCH', '/api/staff/games/fruit-lines', { enabled: false }))
            .statusCode,
        ).toBe(403);
        expect((await call(test.app, session, 'POST', '/api/staff/games/import')).statusCode).toBe(403);
      }
      expect((await staffGame('fruit-lines'))?.enabled).toBe(true);
    });
  });
});
