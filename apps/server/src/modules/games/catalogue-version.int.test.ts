import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { GameCounts } from '@casino/contracts';
import { call } from '../../test/test-accounts.ts';
import { databaseKinds, useTestApp } from '../../test/test-platform.ts';
import { catalogueVersionOf } from './games.repo.ts';
import { games, gameStudios } from './games.tables.ts';
import { startFakeStudio, untilCatalogueImported } from './games.test-support.ts';

const studio = await startFakeStudio();
afterAll(() => studio.close());

/** A change made in the database by someone else (another node, an operator's script) reaches this node's lobby. */
describe.each(databaseKinds)('the catalogue version on %s', (kind) => {
  let clock = Date.parse('2026-11-27T12:00:00Z');
  const test = useTestApp(kind, { config: { STUDIO_URL: studio.url }, clock: () => new Date(clock) });
  const total = async () =>
    (await call(test.app, undefined, 'GET', '/api/games/counts')).json<GameCounts>().total;
  const version = () => catalogueVersionOf(test.database.db);
  const setEnabled = (enabled: boolean) =>
    test.database.db.update(games).set({ enabled }).where(eq(games.id, 'mighty-valhalla'));

  beforeAll(async () => {
    await untilCatalogueImported(test.app);
  });

  it('counts each statement that changes games or studios, and not one that changes nothing', async () => {
    const before = await version();
    await setEnabled(false);
    expect(await version()).toBe(before + 1);
    await test.database.db.update(games).set({ enabled: false }).where(eq(games.id, 'no-such-game'));
    expect(await version()).toBe(before + 1);
    await test.database.db.update(gameStudios).set({ name: sql`${gameStudios.name}` });
    expect(await version()).toBe(before + 2);
    await setEnabled(true);
    expect(await version()).toBe(before + 3);
  });

  it('shows a change made behind its back once it next reads the version, within seconds', async () => {
    const shown = await total();
    await setEnabled(false);
    // The index is kept: the version is read at most every 2 s.
    expect(await total()).toBe(shown);
    clock += 2_000;
    await total(); // reads the version in the background and rebuilds
    await expect.poll(total, { timeout: 5_000 }).toBe(shown - 1);
    await setEnabled(true);
    clock += 2_000;
    await total();
    await expect.poll(total, { timeout: 5_000 }).toBe(shown);
  });
});
