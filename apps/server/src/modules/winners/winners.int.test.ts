import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerCurrency, WinnerList } from '@casino/rules';
import type { ServerEvent, Winners } from '@casino/contracts';
import { MANY_REGISTRATIONS, call, registerPlayer, type TestSession } from '../../test/test-accounts.ts';
import { databaseKinds, useTestApp } from '../../test/test-platform.ts';
import {
  externalId,
  fund,
  launchToken,
  ledgerProblems,
  seamlessCall,
  studioSecret,
} from '../game-wallet/game-wallet.test-support.ts';
import { startFakeStudio, untilCatalogueImported } from '../games/games.test-support.ts';
import { WINNERS_ANNOUNCE_JOB } from './winners.module.ts';

const studio = await startFakeStudio();
afterAll(() => studio.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A British address (GeoIP) and a German one. */
const BRITISH_ADDRESS = '212.58.244.20';
const GERMAN_ADDRESS = '194.25.0.68';

describe.each(databaseKinds)('top winners on %s', (kind) => {
  const base = Date.now();
  let now = base;
  const test = useTestApp(kind, {
    config: { ...MANY_REGISTRATIONS, STUDIO_URL: studio.url },
    clock: () => new Date(now),
  });

  interface Player {
    session: TestSession;
    token: string;
    currency: PlayerCurrency;
  }

  async function player(email: string, currency: PlayerCurrency, country: string): Promise<Player> {
    const session = await registerPlayer(test.app, { email, currency, country });
    await fund(test.platform, session.userId, 1_000_000, currency);
    const token = await launchToken(test.platform, session.userId, { gameId: 'fruit-lines', currency });
    return { session, token, currency };
  }

  /** A provider's signed call, sent at the test clock's time; answers the platform's transaction id. */
  async function send(operation: 'bet' | 'win' | 'rollback', body: object): Promise<void> {
    const response = await seamlessCall(test.app, studioSecret(test.platform), operation, body, {
      at: new Date(now),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ status: string }>().status, response.body).toBe('OK');
  }

  /** One round `ago` ms before the base time: a bet, then a win (0 for a loss) that closes it unless `open`. */
  async function round(
    who: Player,
    ago: number,
    bet: number,
    win: number,
    options: { open?: boolean; rollBackWin?: boolean } = {},
  ): Promise<void> {
    now = base - ago;
    const common = { token: who.token, roundId: externalId('round'), gameId: 'fruit-lines' };
    const money = { currency: who.currency };
    await send('bet', {
      ...common,
      ...money,
      transactionId: externalId('bet'),
      roundClosed: false,
      amount: bet,
    });
    const winId = externalId('win');
    const closes = !options.open && !options.rollBackWin;
    await send('win', { ...common, ...money, transactionId: winId, roundClosed: closes, amount: win });
    if (options.rollBackWin)
      await send('rollback', {
        ...common,
        transactionId: externalId('rb'),
        referenceTransactionId: winId,
        roundClosed: true,
      });
    now = base;
  }

  async function tab(list: WinnerList, session?: TestSession, address = GERMAN_ADDRESS): Promise<Winners> {
    const response = await call(test.app, session, 'GET', `/api/winners?list=${list}`, undefined, address);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, max-age=5');
    return response.json<Winners>();
  }
  const rowsOf = async (list: WinnerList) =>
    (await tab(list)).rows.map((row) => [row.login, row.amount, row.currency]);

  beforeAll(async () => {
    await untilCatalogueImported(test.app);
    const lena = await player('lena.winter@example.com', 'EUR', 'DE');
    const matei = await player('matei.popescu@example.ro', 'RON', 'RO');
    const other = await player('quiet.loser@example.com', 'EUR', 'DE');
    await round(lena, 1 * HOUR, 100, 500); // profit 4 EUR, today
    await round(matei, 2 * HOUR, 1_000, 6_000); // profit 50 RON (≈ 10 EUR), today
    await round(lena, 3 * DAY, 2_000, 2_500); // profit 5 EUR on the week's largest stake
    await round(lena, 10 * DAY, 100, 20_000); // profit 199 EUR this month
    await round(lena, 40 * DAY, 100, 90_000); // too old for every tab
    await round(other, HOUR / 2, 500, 100); // a loss
    await round(other, HOUR / 4, 100, 900, { open: true }); // not settled: the round is still open
    await round(other, HOUR / 8, 100, 900, { rollBackWin: true }); // its win was rolled back
  });

  afterEach(async () => {
    expect(await ledgerProblems(test.platform)).toEqual([]);
  });

  it('lists only settled rounds that paid more than they staked, newest first, with the profit and a masked login', async () => {
    expect(await rowsOf('latest')).toEqual([
      ['le***r', 400, 'EUR'],
      ['ma***u', 5_000, 'RON'],
      ['le***r', 500, 'EUR'],
      ['le***r', 19_900, 'EUR'],
    ]);
    const [first] = (await tab('latest')).rows;
    expect(first).toMatchObject({ game: 'Fruit Lines', wonAt: new Date(base - HOUR).toISOString() });
    // No e-mail address, nor any part of its domain, leaves the server.
    expect(JSON.stringify(await tab('latest'))).not.toMatch(/example|@/);
  });

  it('orders each tab by its rule, comparing currencies at their euro value', async () => {
    // The last 24 hours by profit: 50 RON (about 10 EUR) before 4 EUR.
    expect(await rowsOf('day')).toEqual([
      ['ma***u', 5_000, 'RON'],
      ['le***r', 400, 'EUR'],
    ]);
    // The week's winning rounds by stake: 20 EUR, then 10 RON (about 2 EUR), then 1 EUR.
    expect(await rowsOf('highRollers')).toEqual([
      ['le***r', 500, 'EUR'],
      ['ma***u', 5_000, 'RON'],
      ['le***r', 400, 'EUR'],
    ]);
    // The last 30 days by profit.
    expect(await rowsOf('month')).toEqual([
      ['le***r', 19_900, 'EUR'],
      ['ma***u', 5_000, 'RON'],
      ['le***r', 500, 'EUR'],
      ['le***r', 400, 'EUR'],
    ]);
  });

  it('tells visitors from Great Britain and accounts registered there that the block is not shown to them', async () => {
    expect(await tab('latest', undefined, BRITISH_ADDRESS)).toEqual({ shown: false, rows: [] });
    const british = await registerPlayer(test.app, { currency: 'GBP', country: 'GB' });
    expect(await tab('day', british, GERMAN_ADDRESS)).toEqual({ shown: false, rows: [] });
    const german = await registerPlayer(test.app);
    expect((await tab('day', german, GERMAN_ADDRESS)).shown).toBe(true);
  });

  it('does not show the block to a player on a break from gambling', async () => {
    const player = await registerPlayer(test.app);
    expect((await tab('latest', player, GERMAN_ADDRESS)).shown).toBe(true);
    await call(test.app, player, 'POST', '/api/protection/exclusions', { kind: 'timeOut', period: '24h' });
    expect(await tab('latest', player, GERMAN_ADDRESS)).toEqual({ shown: false, rows: [] });
  });

  it('refuses an unknown tab with a 400 and no rows', async () => {
    const response = await call(test.app, undefined, 'GET', '/api/winners?list=weekly');
    expect(response.statusCode).toBe(400);
  });

  it('pushes a new win to every open page once, and only wins', async () => {
    const pushed: ServerEvent[] = [];
    const stop = test.platform.bus.subscribe((topic, event) => {
      if (topic.kind === 'broadcast' && event.type === 'winners.added.v1') pushed.push(event);
    });
    try {
      const nina = await player('nina@example.com', 'EUR', 'DE');
      await round(nina, 0, 200, 1_000);
      await round(nina, 0, 200, 0);
      expect(await test.jobs.runOnce(WINNERS_ANNOUNCE_JOB)).toBe(true);
      // The next look overlaps this one: the same row is not pushed again.
      now = base + 1_000;
      expect(await test.jobs.runOnce(WINNERS_ANNOUNCE_JOB)).toBe(true);
      now = base;
      expect(pushed).toEqual([
        {
          type: 'winners.added.v1',
          data: { rows: [expect.objectContaining({ login: 'ni***a', amount: 800, game: 'Fruit Lines' })] },
        },
      ]);
      expect((await tab('latest')).rows[0]).toMatchObject({ login: 'ni***a', amount: 800 });
    } finally {
      stop();
    }
  });
});
