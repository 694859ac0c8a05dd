import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/test-platform.ts';
import { POINTS_UNIT } from './account-kinds.ts';
import { checkLedger } from './ledger-check.ts';
import { createLedger, type Ledger } from './ledger.service.ts';
import { playerAccounts } from './ledger.repo.ts';
import type { AccountRef, TransferLine, TransferRequest } from './wallet.port.ts';

const house: AccountRef = { owner: 'platform', kind: 'house' };
const issuer: AccountRef = { owner: 'platform', kind: 'points_issuer' };
const real = (userId: string): AccountRef => ({ owner: 'player', userId, kind: 'real' });
const loyalty = (userId: string): AccountRef => ({ owner: 'player', userId, kind: 'loyalty_points' });
type PlatformRef = Extract<AccountRef, { owner: 'platform' }>;
const jackpot = (key: string): PlatformRef => ({ owner: 'platform', kind: 'jackpot_pool', key });

function posted(lines: TransferLine[], currency = 'EUR'): TransferRequest {
  return {
    idempotencyKey: randomUUID(),
    type: 'jackpotWin',
    currency,
    lines,
    phase: 'posted',
    status: 'complete',
  };
}

type Row = Record<string, unknown>;

async function rowsOf(database: TestDatabase, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

async function balanceOf(database: TestDatabase, ref: PlatformRef) {
  const [row] = await rowsOf(
    database,
    sql`select balance::text as balance from ledger_accounts
         where owner_kind = 'platform' and kind = ${ref.kind} and key = ${ref.key ?? ''} and currency = 'EUR'`,
  );
  return row ? BigInt(String(row.balance)) : 0n;
}

async function expectHealthy(database: TestDatabase) {
  const report = await checkLedger(database.db);
  expect(report.problems).toEqual([]);
  expect(report.ok).toBe(true);
}

describe.each(databaseKinds)('account kinds on %s', (kind) => {
  let database: TestDatabase;
  let ledger: Ledger;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    ledger = createLedger({ db: database.db });
  });
  afterAll(async () => database?.dispose());

  async function available(userId: string, accountKind = 'real', unit = 'EUR') {
    const row = (await playerAccounts(database.db, userId, unit)).find((a) => a.kind === accountKind);
    return row ? row.balance - row.pendingDebits : 0n;
  }

  it('pays out of a pool only what it holds: a payout beyond it is refused and moves nothing', async () => {
    const pool = jackpot(randomUUID());
    const userId = randomUUID();
    await ledger.transfer(posted([{ from: house, to: pool, amount: 500 }]));

    // One line from the pool to a player, the shape the one-statement path takes for a house.
    await expect(
      ledger.transfer(posted([{ from: pool, to: real(userId), amount: 501 }])),
    ).rejects.toMatchObject({
      code: 'insufficient_funds',
      statusCode: 409,
    });
    // Several lines, and a reservation.
    await expect(
      ledger.transfer(
        posted([
          { from: pool, to: real(userId), amount: 300 },
          { from: pool, to: house, amount: 201 },
        ]),
      ),
    ).rejects.toMatchObject({ code: 'insufficient_funds' });
    await expect(
      ledger.transfer({
        ...posted([{ from: pool, to: real(userId), amount: 501 }]),
        phase: 'pending',
        status: 'pending',
      }),
    ).rejects.toMatchObject({ code: 'insufficient_funds' });
    expect(await balanceOf(database, pool)).toBe(500n);
    expect(await available(userId)).toBe(0n);

    await ledger.transfer(posted([{ from: pool, to: real(userId), amount: 500 }]));
    expect(await balanceOf(database, pool)).toBe(0n);
    expect(await available(userId)).toBe(500n);
    await expectHealthy(database);
  });

  it('counts a reservation against a pool until it is posted or voided', async () => {
    const pool: PlatformRef = { owner: 'platform', kind: 'tournament_pool', key: randomUUID() };
    const userId = randomUUID();
    await ledger.transfer(posted([{ from: house, to: pool, amount: 400 }]));
    const reserved = await ledger.transfer({
      ...posted([{ from: pool, to: real(userId), amount: 300 }]),
      phase: 'pending',
      status: 'pending',
    });
    await expect(ledger.transfer(posted([{ from: pool, to: house, amount: 101 }]))).rejects.toMatchObject({
      code: 'insufficient_funds',
    });
    await ledger.void(reserved.transferId, randomUUID(), 'cancel');
    await ledger.transfer(posted([{ from: pool, to: house, amount: 400 }]));
    expect(await balanceOf(database, pool)).toBe(0n);
    await expectHealthy(database);
  });

  it('takes a player stake into a pool on the one-statement path and lets the house go negative', async () => {
    const pool: PlatformRef = { owner: 'platform', kind: 'prize_stock', key: randomUUID() };
    const userId = randomUUID();
    await ledger.transfer(posted([{ from: house, to: real(userId), amount: 80 }]));
    await ledger.transfer({ ...posted([{ from: real(userId), to: pool, amount: 80 }]), type: 'jackpot' });
    expect(await balanceOf(database, pool)).toBe(80n);
    expect(await available(userId)).toBe(0n);
    await expectHealthy(database);
  });

  it('refuses a pool going negative in the database itself', async () => {
    const pool = jackpot(randomUUID());
    await ledger.transfer(posted([{ from: house, to: pool, amount: 10 }]));
    await expect(
      database.db.execute(
        sql`update ledger_accounts set balance = -1 where kind = 'jackpot_pool' and key = ${pool.key ?? ''}`,
      ),
    ).rejects.toThrow();
  });

  it('counts loyalty points in points, apart from money, and never below zero', async () => {
    const userId = randomUUID();
    await ledger.transfer(posted([{ from: issuer, to: loyalty(userId), amount: 250 }], POINTS_UNIT));
    expect(await available(userId, 'loyalty_points', POINTS_UNIT)).toBe(250n);

    for (const request of [
      posted([{ from: issuer, to: loyalty(userId), amount: 1 }], 'EUR'),
      posted([{ from: house, to: loyalty(userId), amount: 1 }], POINTS_UNIT),
      posted([{ from: issuer, to: real(userId), amount: 1 }], POINTS_UNIT),
    ])
      await expect(ledger.transfer(request)).rejects.toMatchObject({ code: 'bad_request', statusCode: 400 });
    await expect(
      ledger.transfer(posted([{ from: loyalty(userId), to: issuer, amount: 251 }], POINTS_UNIT)),
    ).rejects.toMatchObject({ code: 'insufficient_funds' });

    await ledger.transfer(posted([{ from: loyalty(userId), to: issuer, amount: 50 }], POINTS_UNIT));
    expect(await available(userId, 'loyalty_points', POINTS_UNIT)).toBe(200n);
    const report = await checkLedger(database.db);
    expect(report.currencies.find((unit) => unit.currency === POINTS_UNIT)?.sum).toBe(0n);
    await expectHealthy(database);
  });

  it('moves loyalty points and snowflakes held in money currencies to points when migrating', async () => {
    const userId = randomUUID();
    // Accounts as the ledger kept them before: points in the player's currencies, credited by the house.
    const old = await rowsOf(
      database,
      sql`insert into ledger_accounts (owner_kind, user_id, kind, currency, balance) values
            ('player', ${userId}::uuid, 'loyalty_points', 'EUR', 300),
            ('player', ${userId}::uuid, 'loyalty_points', 'RON', 40),
            ('player', ${userId}::uuid, 'snowflakes', 'EUR', 5)
          returning id::text as id, currency, balance::text as amount`,
    );
    // The unsharded house account the migration credits (a transfer about no player uses it: house-shards.ts).
    const liability = { owner: 'platform', kind: 'bonus_liability' } as const;
    for (const currency of ['EUR', 'RON'])
      await ledger.transfer(posted([{ from: house, to: liability, amount: 1 }], currency));
    for (const row of old) {
      const [houseRow] = await rowsOf(
        database,
        sql`update ledger_accounts set balance = balance - ${String(row.amount)}::bigint
             where owner_kind = 'platform' and kind = 'house' and key = '' and currency = ${String(row.currency)}
             returning id::text as id`,
      );
      await database.db.execute(
        sql`insert into transfers (id, idempotency_key, line, group_id, request_hash, type, status, phase,
                                   currency, amount, debit_account, credit_account, user_id, posted_at)
            select id, id::text, 0, id, 'h', 'levelBonus', 'complete', 'posted', ${String(row.currency)},
                   ${String(row.amount)}::bigint, ${String(houseRow?.id)}::bigint, ${String(row.id)}::bigint,
                   ${userId}::uuid, now()
              from (select gen_random_uuid() as id) as g`,
      );
    }
    expect((await checkLedger(database.db)).problems).toEqual([
      ...old.map((row) => expect.stringContaining(`account ${String(row.id)} (`)),
    ]);

    const migration = readFileSync(
      new URL('../../../db/migrations/0011_account_kinds.sql', import.meta.url),
      'utf8',
    ).split('--> statement-breakpoint');
    // The statements after the constraint's change move the data; run twice, the second moves nothing.
    for (const statement of [...migration.slice(2), ...migration.slice(2)])
      await database.db.execute(sql.raw(statement));

    expect(await available(userId, 'loyalty_points', POINTS_UNIT)).toBe(340n);
    expect(await available(userId, 'snowflakes', POINTS_UNIT)).toBe(5n);
    expect(await available(userId, 'loyalty_points', 'EUR')).toBe(0n);
    expect(await available(userId, 'loyalty_points', 'RON')).toBe(0n);
    await expectHealthy(database);
  });
});

/** Real parallelism needs a server with several connections: PGlite runs one transaction at a time. */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('pool payouts under concurrency on postgres', () => {
  let database: TestDatabase;
  let ledger: Ledger;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    ledger = createLedger({ db: database.db });
  });
  afterAll(async () => database?.dispose());

  it('two payouts at once that the pool cannot both cover: only the one that fits passes', async () => {
    for (let round = 0; round < 10; round += 1) {
      const pool = jackpot(randomUUID());
      await ledger.transfer(posted([{ from: house, to: pool, amount: 100 }]));
      const results = await Promise.allSettled([
        ledger.transfer(posted([{ from: pool, to: real(randomUUID()), amount: 70 }])),
        ledger.transfer(posted([{ from: pool, to: real(randomUUID()), amount: 60 }])),
      ]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const [refused] = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
      expect(refused).toMatchObject({ code: 'insufficient_funds' });
      expect([30n, 40n]).toContain(await balanceOf(database, pool));
    }
    await expectHealthy(database);
  });

  it('many payouts at once pay exactly what the pool holds', async () => {
    const pool = jackpot(randomUUID());
    await ledger.transfer(posted([{ from: house, to: pool, amount: 1000 }]));
    const results = await Promise.allSettled(
      Array.from({ length: 60 }, () =>
        ledger.transfer(posted([{ from: pool, to: real(randomUUID()), amount: 30 }])),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(Math.floor(1000 / 30));
    expect(await balanceOf(database, pool)).toBe(BigInt(1000 % 30));
    await expectHealthy(database);
  });
});
