import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { maskLogin } from '@casino/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  profileSchema,
  seamlessTransactionAnswerSchema,
  shortBalanceSchema,
  transactionPageSchema,
  verificationResponseSchema,
  winnersSchema,
  type GameLaunch,
  type TransactionRow,
} from '@casino/contracts';
import { seamlessCall, studioSecret } from '../modules/game-wallet/game-wallet.test-support.ts';
import { startFakeStudio, untilCatalogueImported } from '../modules/games/games.test-support.ts';
import { checkLedger } from '../modules/wallet/ledger-check.ts';
import { call, login, sessionFrom, type TestSession } from '../test/test-accounts.ts';
import {
  createTestApp,
  createTestDatabase,
  databaseKinds,
  testConfig,
  type TestApp,
  type TestDatabase,
} from '../test/test-platform.ts';
import { seedDemoHistory, wantsDemoHistory, type DemoHistorySummary } from './demo-history.ts';
import type { RoundKind, RoundPlayer } from './demo-rounds.ts';
import { DEMO_WINNERS } from './demo-winner-accounts.ts';
import { DEMO_PROFILE } from './demo-verification.ts';
import { DEV_PLAYER_EMAIL, ensureDevAccounts, type DevCredential } from './dev-accounts.ts';

const BET = 100;
const WIN = 250;

it('the demo history is made at a development start with demo accounts and the sandbox, nowhere else', () => {
  expect(wantsDemoHistory(testConfig({ NODE_ENV: 'development' }))).toBe(true);
  expect(wantsDemoHistory(testConfig({ NODE_ENV: 'development', SEED_DEV_ACCOUNTS: 'false' }))).toBe(false);
  // The end-to-end server has demo accounts for its staff steps, and players who start from nothing.
  expect(wantsDemoHistory(testConfig({ NODE_ENV: 'test', SEED_DEV_ACCOUNTS: 'true' }))).toBe(false);
  expect(
    wantsDemoHistory(
      testConfig({
        NODE_ENV: 'development',
        PAYMENT_PROVIDER: 'hosted',
        PAYMENT_HOSTED_API_URL: 'http://127.0.0.1:9/api',
        PAYMENT_HOSTED_API_KEY: 'hosted-test-key-0123456789',
        PAYMENT_HOSTED_WEBHOOK_SECRET: 'hosted-test-secret-0123456789',
      }),
    ),
  ).toBe(false);
  expect(
    wantsDemoHistory({
      env: 'production',
      isProduction: true,
      seedDevAccounts: true,
      paymentProvider: 'sandbox',
    }),
  ).toBe(false);
});

/**
 * The studio's side of the rounds, as its game server plays them: per round a signed bet and a signed win on the
 * platform's seamless wallet with the launch token (every other win is zero, which moves no money).
 */
function studioStandIn(
  app: FastifyInstance,
  secret: string,
): RoundPlayer & { launches: (GameLaunch & { kind: RoundKind })[] } {
  const launches: (GameLaunch & { kind: RoundKind })[] = [];
  const settle = async (operation: 'bet' | 'win', body: object) => {
    const response = await seamlessCall(app, secret, operation, body);
    expect(seamlessTransactionAnswerSchema.parse(response.json()).status).toBe('OK');
  };
  return {
    launches,
    unavailable: async () => null,
    async play(launch, rounds, kind = 'dice') {
      launches.push({ ...launch, kind });
      const address = new URL(launch.url);
      for (let round = 0; round < rounds; round += 1) {
        const roundId = `demo-${randomUUID()}`;
        const common = {
          token: address.searchParams.get('token') ?? '',
          roundId,
          gameId: address.pathname.split('/').at(-1) ?? '',
          currency: launch.currency,
        };
        await settle('bet', { ...common, transactionId: `bet-${roundId}`, roundClosed: false, amount: BET });
        const win = round % 2 === 0 ? WIN : 0;
        await settle('win', { ...common, transactionId: `win-${roundId}`, roundClosed: true, amount: win });
      }
      return rounds;
    },
  };
}

const noStudio: RoundPlayer = {
  unavailable: async () => 'the studio at http://127.0.0.1:9 does not answer',
  play: () => Promise.reject(new Error('no rounds without a studio')),
};

describe.each(databaseKinds)('the demo history on %s', (kind) => {
  let database: TestDatabase;
  let test: TestApp;
  let studio: Awaited<ReturnType<typeof startFakeStudio>>;
  let credentials: DevCredential[];

  beforeAll(async () => {
    studio = await startFakeStudio();
    database = await createTestDatabase(kind);
    test = await createTestApp(database, { config: { STUDIO_URL: studio.url } });
    await untilCatalogueImported(test.app);
    credentials = await ensureDevAccounts(database.db, mkdtempSync(join(tmpdir(), 'casino-demo-history-')));
  });
  afterAll(async () => {
    await test?.close();
    await database?.dispose();
    await studio?.close();
  });

  const seed = (roundPlayer: RoundPlayer): Promise<DemoHistorySummary> =>
    seedDemoHistory(test.app, { credentials, roundPlayer, catalogueWaitMs: 0 });

  async function asPlayer(): Promise<TestSession> {
    const password = credentials.find((entry) => entry.email === DEV_PLAYER_EMAIL)?.password ?? '';
    const response = await login(test.app, DEV_PLAYER_EMAIL, password);
    expect(response.statusCode).toBe(200);
    return sessionFrom(response, DEV_PLAYER_EMAIL);
  }

  async function read<T>(
    session: TestSession,
    url: string,
    schema: { parse(value: unknown): T },
  ): Promise<T> {
    const response = await call(test.app, session, 'GET', url);
    expect(response.statusCode, response.body).toBe(200);
    return schema.parse(response.json());
  }

  /** What the player's screens show: payment history, game transactions, balance and verification. */
  async function histories() {
    const player = await asPlayer();
    const summary = (row: TransactionRow) => ({ type: row.type, status: row.status, amount: row.amount });
    const page = (url: string) => read(player, url, transactionPageSchema);
    return {
      deposits: (await page('/api/wallet/payment-history?type=deposit&sort=date_asc')).items.map(summary),
      withdrawals: (await page('/api/wallet/payment-history?type=withdraw')).items.map(summary),
      games: (await page('/api/wallet/game-transactions?pageSize=100')).items.map(summary),
      balance: (await read(player, '/api/wallet/balance', shortBalanceSchema)).balanceMain,
      verification: await read(player, '/api/me/verification', verificationResponseSchema),
      profile: await read(player, '/api/me/profile', profileSchema),
    };
  }

  it('without the studio: a verified profile, three credited deposits and a paid withdrawal; no rounds', async () => {
    expect(await seed(noStudio)).toEqual({
      deposits: 3,
      rounds: { skipped: 'the studio at http://127.0.0.1:9 does not answer' },
      withdrawals: 1,
      winners: { skipped: 'the studio at http://127.0.0.1:9 does not answer' },
    });

    const seen = await histories();
    expect(seen.verification.status).toBe('verified');
    expect(seen.verification.files.map((file) => [file.kind, file.contentType, file.review])).toEqual(
      expect.arrayContaining([
        ['photo_id', 'application/pdf', 'approved'],
        ['proof_of_address', 'application/pdf', 'approved'],
      ]),
    );
    expect(seen.profile).toMatchObject({ ...DEMO_PROFILE, email: DEV_PLAYER_EMAIL });
    // 50, 100 and 25 EUR through the sandbox's page and webhook, then 20 EUR paid out.
    expect(seen.deposits).toEqual([
      { type: 'deposit', status: 'complete', amount: 5000 },
      { type: 'deposit', status: 'complete', amount: 10_000 },
      { type: 'deposit', status: 'complete', amount: 2500 },
    ]);
    expect(seen.withdrawals).toEqual([{ type: 'withdraw', status: 'complete', amount: 2000 }]);
    expect(seen.games).toEqual([]);
    expect(seen.balance).toBe(17_500 - 2000);
    expect(await checkLedger(database.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('at the first start with the studio: dice rounds through the seamless wallet, and nothing else again', async () => {
    const standIn = studioStandIn(test.app, studioSecret(test.platform));
    expect(await seed(standIn)).toEqual({
      deposits: 0,
      rounds: { played: 6 },
      withdrawals: 0,
      winners: { played: DEMO_WINNERS.length * 25 },
    });
    expect(standIn.launches).toEqual([
      expect.objectContaining({ mode: 'real', currency: 'EUR', url: expect.stringContaining('ember-dice') }),
      ...DEMO_WINNERS.map((winner) =>
        expect.objectContaining({ mode: 'real', currency: winner.currency, kind: 'slot' }),
      ),
    ]);

    const seen = await histories();
    const bets = seen.games.filter((row) => row.type === 'bet');
    const wins = seen.games.filter((row) => row.type === 'win');
    expect(bets).toHaveLength(6);
    expect(bets.every((row) => row.amount === BET && row.status === 'complete')).toBe(true);
    expect(wins).toHaveLength(3);
    expect(wins.every((row) => row.amount === WIN)).toBe(true);
    expect(seen.deposits).toHaveLength(3);
    expect(seen.withdrawals).toHaveLength(1);
    expect(seen.balance).toBe(17_500 - 2000 - 6 * BET + 3 * WIN);
    expect(await checkLedger(database.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('the top winners are the demo players’ real winning rounds, by masked first name', async () => {
    const response = await call(test.app, undefined, 'GET', '/api/winners?list=latest');
    const { shown, rows } = winnersSchema.parse(response.json());
    expect(shown).toBe(true);
    expect(rows.length).toBeGreaterThan(0);
    // Every win of the stand-in is 250 on a 100 stake.
    expect(rows.every((row) => row.amount === WIN - BET)).toBe(true);
    const masked = new Set(['De***o', ...DEMO_WINNERS.map((winner) => maskLogin(winner.firstName))]);
    expect(rows.every((row) => masked.has(row.login))).toBe(true);
    expect(new Set(rows.map((row) => row.login)).size).toBeGreaterThan(1);
  });

  it('a later start changes nothing', async () => {
    const before = await histories();
    const standIn = studioStandIn(test.app, studioSecret(test.platform));
    expect(await seed(standIn)).toEqual({
      deposits: 0,
      rounds: { played: 0 },
      withdrawals: 0,
      winners: { played: 0 },
    });
    expect(standIn.launches).toEqual([]);
    expect(await histories()).toEqual(before);
    expect(await checkLedger(database.db)).toMatchObject({ ok: true, problems: [] });
  });
});
