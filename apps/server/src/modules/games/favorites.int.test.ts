import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FavoriteGameIds, GameList } from '@casino/contracts';
import { MANY_REGISTRATIONS, call, registerPlayer, type TestSession } from '../../test/test-accounts.ts';
import { databaseKinds, useTestApp } from '../../test/test-platform.ts';
import { registerWithRole } from '../payments/payments.test-support.ts';
import { fakeCatalogue, startFakeStudio, untilCatalogueImported } from './games.test-support.ts';

const studio = await startFakeStudio();
afterAll(() => studio.close());

const [first, second, third] = fakeCatalogue().games.map((game) => game.id) as [string, string, string];

describe.each(databaseKinds)('favourite games on %s', (kind) => {
  const test = useTestApp(kind, { config: { ...MANY_REGISTRATIONS, STUDIO_URL: studio.url } });
  let owner: TestSession;
  let other: TestSession;
  let admin: TestSession;

  beforeAll(async () => {
    await untilCatalogueImported(test.app);
    owner = await registerPlayer(test.app);
    other = await registerPlayer(test.app);
    admin = await registerWithRole(test.app, test.database.db, 'admin');
  });

  const ids = async (session: TestSession | undefined) => {
    const response = await call(test.app, session, 'GET', '/api/favorites');
    return { status: response.statusCode, ids: response.json<FavoriteGameIds>().ids };
  };
  const add = (session: TestSession | undefined, id: string) =>
    call(test.app, session, 'PUT', `/api/favorites/${id}`);
  const remove = (session: TestSession | undefined, id: string) =>
    call(test.app, session, 'DELETE', `/api/favorites/${id}`);
  async function favouritesPage(session: TestSession | undefined) {
    const response = await call(test.app, session, 'GET', '/api/games?category=favorites');
    expect(response.statusCode).toBe(200);
    return { list: response.json<GameList>(), cache: response.headers['cache-control'] };
  }

  it('keeps a player’s favourites on the server, newest first, and lists them as the favorites category', async () => {
    expect((await ids(owner)).ids).toEqual([]);
    expect((await add(owner, first)).json<FavoriteGameIds>().ids).toEqual([first]);
    // Added again: no change, no error.
    expect((await add(owner, first)).statusCode).toBe(200);
    const answer = await add(owner, second);
    expect(answer.json<FavoriteGameIds>().ids).toEqual([second, first]);
    expect((await ids(owner)).ids).toEqual([second, first]);

    const { list, cache } = await favouritesPage(owner);
    expect(list.games.map((game) => game.id).sort()).toEqual([first, second].sort());
    expect(list.total).toBe(2);
    // The caller's own list is never kept by a shared cache.
    expect(cache).toBe('private, no-store');

    expect((await remove(owner, first)).json<FavoriteGameIds>().ids).toEqual([second]);
    // Removing one that is not there changes nothing.
    expect((await remove(owner, third)).json<FavoriteGameIds>().ids).toEqual([second]);
    expect((await favouritesPage(owner)).list.games.map((game) => game.id)).toEqual([second]);
  });

  it('shows each player only their own favourites, and a guest none', async () => {
    await add(other, third);
    expect((await ids(other)).ids).toEqual([third]);
    expect((await ids(owner)).ids).not.toContain(third);
    // Removing through another account touches only that account's list.
    await remove(other, second);
    expect((await ids(owner)).ids).toContain(second);

    expect((await ids(undefined)).status).toBe(401);
    expect((await add(undefined, first)).statusCode).toBe(401);
    const guest = await favouritesPage(undefined);
    expect(guest.list).toMatchObject({ games: [], total: 0 });
  });

  it('refuses an unknown or switched-off game and keeps a favourite through a switch-off', async () => {
    const unknown = await add(owner, 'no-such-game');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ error: { code: string } }>().error.code).toBe('not_found');
    expect((await add(owner, 'Bad Id!')).statusCode).toBe(404);

    await add(owner, third);
    const off = await call(test.app, admin, 'PATCH', `/api/staff/games/${third}`, { enabled: false });
    expect(off.statusCode).toBe(200);
    // Kept in the list, left out of the page while off, refused as a new favourite for another player.
    expect((await ids(owner)).ids).toContain(third);
    expect((await favouritesPage(owner)).list.games.map((game) => game.id)).not.toContain(third);
    expect((await add(other, third)).statusCode).toBe(404);
    await call(test.app, admin, 'PATCH', `/api/staff/games/${third}`, { enabled: true });
    expect((await favouritesPage(owner)).list.games.map((game) => game.id)).toContain(third);
  });
});
