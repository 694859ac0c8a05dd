import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { houseShardKey } from './house-shards.ts';
import { repeatOf } from './ledger.test-support.ts';
import { MAX_MONEY_MINOR_UNITS } from '@casino/rules';
import {
  createTestDatabase,
  databaseKinds,
  useTestPlatform,
  type TestDatabase,
} from '../../test/test-platform.ts';
import { checkLedger } from './ledger-check.ts';
import { createLedger, type Ledger } from './ledger.service.ts';
import { playerAccounts } from './ledger.repo.ts';
import { createWallet } from './wallet.module.ts';
import type { AccountRef, TransferRequest } from './wallet.port.ts';

const MAX = MAX_MONEY_MINOR_UNITS;
const house: AccountRef = { owner: 'platform', kind: 'house' };
const clearing: AccountRef = { owner: 'platform', kind: 'payment_clearing', key: 'sandbox' };
const real = (userId: string): AccountRef => ({ owner: 'player', userId, kind: 'real' });
const bonus = (userId: string): AccountRef => ({ owner: 'player', userId, kind: 'bonus' });

/** The money maximum in the ledger: every amount and every player balance it commits stays within it. */
describe.each(databaseKinds)('ledger money range on %s', (kind) => {
  let database: TestDatabase;
  let ledger: Ledger;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    ledger = createLedger({ db: database.db });
  });
  afterAll(async () => database?.dispose());

  function request(
    userId: string,
    lines: TransferRequest['lines'],
    key: string = randomUUID(),
  ): TransferRequest {
    return {
      idempotencyKey: key,
      type: 'changeBalanceInc',
      currency: 'EUR',
      lines,
      phase: 'posted',
      status: 'complete',
      userId,
    };
  }
  const credit = (userId: string, amount: number, key?: string) =>
    request(userId, [{ from: house, to: real(userId), amount }], key);

  async function balance(userId: string, accountKind = 'real'): Promise<bigint> {
    const rows = await playerAccounts(database.db, userId, 'EUR');
    const row = rows.find((account) => account.kind === accountKind);
    return row ? row.balance - row.pendingDebits : 0n;
  }
  const transfersOf = async (userId: string) => {
    const result = await database.db.execute(
      sql`select count(*)::int as count from transfers where user_id = ${userId}`,
    );
    return (result as unknown as { rows: { count: number }[] }).rows[0]?.count;
  };
  async function expectHealthy() {
    expect((await checkLedger(database.db)).problems).toEqual([]);
  }

  it('refuses one amount above the maximum with 400 amount_out_of_range, before touching anything', async () => {
    const userId = randomUUID();
    const key = randomUUID();
    for (const amount of [MAX + 1, 2 ** 53, 2 ** 53 + 2, Number.MAX_VALUE])
      await expect(ledger.transfer(credit(userId, amount, key))).rejects.toMatchObject({
        code: 'amount_out_of_range',
        statusCode: 400,
      });
    expect(await transfersOf(userId)).toBe(0);
    // The key was never used: the corrected request goes through under it.
    expect(await ledger.transfer(credit(userId, MAX, key))).toMatchObject({ applied: true });
    expect(await balance(userId)).toBe(BigInt(MAX));
    await expectHealthy();
  });

  it('refuses a credit that would take a balance above the maximum with 409, on both ledger paths', async () => {
    const userId = randomUUID();
    await ledger.transfer(credit(userId, MAX - 100));
    const key = randomUUID();
    // One line between the player and a platform account (one statement), then two lines (the general path).
    const over = [
      credit(userId, 101, key),
      request(
        userId,
        [
          { from: house, to: real(userId), amount: 101 },
          { from: house, to: bonus(userId), amount: 5 },
        ],
        key,
      ),
    ];
    for (const refused of over)
      await expect(ledger.transfer(refused)).rejects.toMatchObject({
        code: 'amount_out_of_range',
        statusCode: 409,
      });
    expect(await balance(userId)).toBe(BigInt(MAX - 100));
    expect(await balance(userId, 'bonus')).toBe(0n);
    expect(await transfersOf(userId)).toBe(1);
    // Up to the maximum exactly is fine, and the refused key is still free.
    expect(await ledger.transfer(credit(userId, 100, key))).toMatchObject({ applied: true });
    expect(await balance(userId)).toBe(BigInt(MAX));
    await expectHealthy();
  });

  it('answers a repeat of an applied credit with its first result even when the balance is now full', async () => {
    const userId = randomUUID();
    const single = credit(userId, 500);
    const double = request(userId, [
      { from: house, to: real(userId), amount: 300 },
      { from: house, to: bonus(userId), amount: 1 },
    ]);
    const first = [await ledger.transfer(single), await ledger.transfer(double)] as const;
    await ledger.transfer(credit(userId, MAX - 800));
    expect(await ledger.transfer(single)).toEqual(repeatOf(first[0]));
    expect(await ledger.transfer(double)).toEqual(repeatOf(first[1]));
    expect(await balance(userId)).toBe(BigInt(MAX));
    await expectHealthy();
  });

  it('checks a pending credit when it is made and again when it is posted, keeping the post key free', async () => {
    const userId = randomUUID();
    const deposit = (amount: number) => ({
      ...request(userId, [{ from: clearing, to: real(userId), amount }]),
      type: 'deposit' as const,
      phase: 'pending' as const,
      status: 'pending' as const,
    });
    const pending = await ledger.transfer(deposit(2_500));
    await ledger.transfer(credit(userId, MAX - 1_000));
    // A new deposit no longer fits once posted: refused at once.
    await expect(ledger.transfer(deposit(2_500))).rejects.toMatchObject({
      code: 'amount_out_of_range',
      statusCode: 409,
    });
    const postKey = randomUUID();
    await expect(ledger.post(pending.transferId, postKey, 'complete')).rejects.toMatchObject({
      code: 'amount_out_of_range',
      statusCode: 409,
    });
    expect(await balance(userId)).toBe(BigInt(MAX - 1_000));
    await expectHealthy();

    // Once the player has spent some, the same post (same key) credits the deposit.
    await ledger.transfer({
      ...credit(userId, 5_000),
      lines: [{ from: real(userId), to: house, amount: 5_000 }],
    });
    expect(await ledger.post(pending.transferId, postKey, 'complete')).toMatchObject({ applied: true });
    expect(await balance(userId)).toBe(BigInt(MAX - 3_500));
    await expectHealthy();
  });

  it('lets a balance stored above the maximum only go down', async () => {
    const userId = randomUUID();
    await ledger.transfer(credit(userId, 1_000));
    const beyond = 2n ** 60n;
    const shift = beyond - 1_000n;
    await database.db.execute(
      sql`update ledger_accounts set balance = balance + ${shift.toString()}::bigint
          where user_id = ${userId} and kind = 'real'`,
    );
    await expect(ledger.transfer(credit(userId, 1))).rejects.toMatchObject({ code: 'amount_out_of_range' });
    const spend = { ...credit(userId, 700), lines: [{ from: real(userId), to: house, amount: 700 }] };
    const { transferId } = await ledger.transfer(spend);
    expect(await balance(userId)).toBe(beyond - 700n);
    await database.db.execute(
      sql`update ledger_accounts set balance = balance - ${shift.toString()}::bigint
          where user_id = ${userId} and kind = 'real'`,
    );
    // The spend recorded the balance it left, beyond the maximum too: the check names it until it is corrected.
    expect((await checkLedger(database.db)).problems).toEqual([
      `transfer ${transferId}: debit balance after ${beyond - 700n} above the maximum of ${MAX}`,
    ]);
    await database.db.execute(sql`update transfers set debit_balance_after = 300 where id = ${transferId}`);
    await expectHealthy();
  });

  it('fails a transfer as a whole when a platform account would pass the bigint column', async () => {
    const userId = randomUUID();
    await ledger.transfer(credit(userId, 1_000));
    const edge = 2n ** 63n - 1n;
    // The player's bets go to the player's shard of the house (house-shards.ts).
    const shard = houseShardKey(userId);
    const houseRow = await database.db.execute(
      sql`select balance::text as balance from ledger_accounts
          where owner_kind = 'platform' and kind = 'house' and key = ${shard} and currency = 'EUR'`,
    );
    const original = (houseRow as unknown as { rows: { balance: string }[] }).rows[0]?.balance ?? '0';
    const setHouse = (value: string) =>
      database.db.execute(
        sql`update ledger_accounts set balance = ${value}::bigint
            where owner_kind = 'platform' and kind = 'house' and key = ${shard} and currency = 'EUR'`,
      );
    await setHouse(edge.toString());
    const bet = {
      ...credit(userId, 1),
      type: 'bet' as const,
      lines: [{ from: real(userId), to: house, amount: 1 }],
    };
    await expect(ledger.transfer(bet)).rejects.toThrow();
    await expect(
      ledger.transfer({ ...bet, lines: [...bet.lines, { from: real(userId), to: house, amount: 1 }] }),
    ).rejects.toThrow();
    expect(await balance(userId)).toBe(1_000n);
    expect(await transfersOf(userId)).toBe(1);
    await setHouse(original);
    await expectHealthy();
  });
});

describe.each(databaseKinds)('wallet reads of stored values beyond the maximum on %s', (kind) => {
  const test = useTestPlatform(kind);

  it('shows them clamped to the maximum and logs an error naming where they are', async () => {
    const log = { warn: vi.fn(), error: vi.fn() };
    const wallet = createWallet(test.platform, {
      currencyOf: async () => 'EUR',
      setCurrency: async () => undefined,
      log,
    });
    const userId = randomUUID();
    const { transferId } = await wallet.port.transfer({
      idempotencyKey: randomUUID(),
      type: 'deposit',
      currency: 'EUR',
      lines: [{ from: house, to: real(userId), amount: 1_000 }],
      phase: 'posted',
      status: 'complete',
      userId,
    });
    const stored = (2n ** 62n).toString();
    await test.database.db.execute(
      sql`update ledger_accounts set balance = ${stored}::bigint where user_id = ${userId} and kind = 'real'`,
    );
    await test.database.db.execute(
      sql`update transfers set amount = ${stored}::bigint, credit_balance_after = ${stored}::bigint
          where id = ${transferId}`,
    );
    expect(await wallet.reads.shortBalance(userId)).toEqual({
      currency: 'EUR',
      balanceMain: MAX,
      bonusCasino: 0,
      balance: MAX,
    });
    expect(await wallet.reads.transaction(userId, transferId)).toMatchObject({
      amount: MAX,
      balanceAfter: MAX,
    });
    expect(log.error).toHaveBeenCalledWith(
      { userId, source: 'real account', stored },
      expect.stringContaining('beyond the money maximum'),
    );
    expect(log.error).toHaveBeenCalledWith(
      { userId, source: `transfer ${transferId} amount`, stored },
      expect.any(String),
    );
  });
});
