import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repeatOf } from './ledger.test-support.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/test-platform.ts';
import { POINTS_UNIT } from './account-kinds.ts';
import { checkLedger } from './ledger-check.ts';
import { createLedger, type Ledger } from './ledger.service.ts';
import { playerAccounts } from './ledger.repo.ts';
import type { AccountRef, TransferRequest } from './wallet.port.ts';

const house: AccountRef = { owner: 'platform', kind: 'house' };
const real = (userId: string): AccountRef => ({ owner: 'player', userId, kind: 'real' });

describe.each(databaseKinds)('wallet ledger on %s', (kind) => {
  let database: TestDatabase;
  let ledger: Ledger;
  const changes: { userId: string; currency: string }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    ledger = createLedger({
      db: database.db,
      onBalanceChanged: async (changed) => void changes.push(...changed),
    });
  });
  afterAll(async () => database?.dispose());

  async function available(userId: string, accountKind = 'real') {
    const rows = await playerAccounts(database.db, userId, 'EUR');
    const row = rows.find((account) => account.kind === accountKind);
    return row ? Number(row.balance - row.pendingDebits) : 0;
  }

  function credit(userId: string, amount: number, key = randomUUID()): TransferRequest {
    return {
      idempotencyKey: key,
      type: 'changeBalanceInc',
      currency: 'EUR',
      lines: [{ from: house, to: real(userId), amount }],
      phase: 'posted',
      status: 'complete',
      userId,
    };
  }

  function bet(userId: string, amount: number, key = randomUUID()): TransferRequest {
    return {
      ...credit(userId, amount, key),
      type: 'bet',
      lines: [{ from: real(userId), to: house, amount }],
    };
  }

  async function expectHealthy() {
    const report = await checkLedger(database.db);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
  }

  it('opens every player account kind at once, at zero, the points kinds in points', async () => {
    const userId = randomUUID();
    await ledger.openPlayerAccounts(userId, 'EUR');
    const kinds = async (unit: string) =>
      (await playerAccounts(database.db, userId, unit)).map((row) => row.kind).sort();
    expect(await kinds('EUR')).toEqual(['bonus', 'cashback', 'free_spins', 'real']);
    expect(await kinds(POINTS_UNIT)).toEqual(['loyalty_points', 'snowflakes']);
    const rows = await playerAccounts(database.db, userId, ['EUR', POINTS_UNIT]);
    expect(rows.every((row) => row.balance === 0n)).toBe(true);
  });

  it('applies a key once: a repeat answers the first result and moves nothing', async () => {
    const userId = randomUUID();
    const key = randomUUID();
    const first = await ledger.transfer(credit(userId, 1500, key));
    const again = await ledger.transfer(credit(userId, 1500, key));
    expect(first).toMatchObject({ applied: true, phase: 'posted', status: 'complete' });
    expect(first.playerBalances).toEqual({ real: 1500, bonus: 0 });
    expect(again).toEqual(repeatOf(first));
    expect(await available(userId)).toBe(1500);
    // The one-statement path hands over the balances it wrote, so the push needs no read.
    expect(changes).toContainEqual({ userId, currency: 'EUR', known: { real: 1500n, bonus: 0n } });
    await expectHealthy();
  });

  it('refuses a key reused for another request with 409 idempotency_conflict', async () => {
    const userId = randomUUID();
    const key = randomUUID();
    await ledger.transfer(credit(userId, 100, key));
    await expect(ledger.transfer(credit(userId, 200, key))).rejects.toMatchObject({
      code: 'idempotency_conflict',
      statusCode: 409,
    });
    expect(await available(userId)).toBe(100);
  });

  it('refuses a debit beyond the balance with 409 insufficient_funds and changes nothing', async () => {
    const userId = randomUUID();
    await ledger.transfer(credit(userId, 500));
    const key = randomUUID();
    await expect(ledger.transfer(bet(userId, 501, key))).rejects.toMatchObject({
      code: 'insufficient_funds',
      statusCode: 409,
    });
    expect(await available(userId)).toBe(500);
    // The refused key is not spent: once the money is there, the same request goes through.
    await ledger.transfer(credit(userId, 1));
    expect((await ledger.transfer(bet(userId, 501, key))).applied).toBe(true);
    expect(await available(userId)).toBe(0);
    await expectHealthy();
  });

  it('answers a repeated debit by its first result even when the balance could no longer pay it', async () => {
    const userId = randomUUID();
    await ledger.transfer(credit(userId, 300));
    const key = randomUUID();
    const first = await ledger.transfer(bet(userId, 300, key));
    expect(await ledger.transfer(bet(userId, 300, key))).toEqual(repeatOf(first));
    expect(await available(userId)).toBe(0);
  });

  it('reserves a pending debit, then posts it exactly once', async () => {
    const userId = randomUUID();
    await ledger.transfer(credit(userId, 1000));
    const pending = await ledger.transfer({
      ...bet(userId, 400),
      type: 'withdraw',
      phase: 'pending',
      status: 'pending',
      lines: [
        {
          from: real(userId),
          to: { owner: 'platform', kind: 'payment_clearing', key: 'sandbox' },
          amount: 400,
        },
      ],
    });
    expect(pending).toMatchObject({ applied: true, phase: 'pending', status: 'pending' });
    expect(await available(userId)).toBe(600);
    await expect(ledger.transfer(bet(userId, 601))).rejects.toMatchObject({ code: 'insufficient_funds' });

    await ledger.setStatus(pending.transferId, 'processing');
    const postKey = randomUUID();
    const posted = await ledger.post(pending.transferId, postKey, 'complete');
    expect(posted).toEqual({
      transferId: pending.transferId,
      applied: true,
      phase: 'posted',
      status: 'complete',
    });
    expect(await ledger.post(pending.transferId, postKey, 'complete')).toEqual({ ...posted, applied: false });
    expect((await ledger.post(pending.transferId, randomUUID(), 'complete')).applied).toBe(false);
    await expect(ledger.void(pending.transferId, randomUUID(), 'rejected')).rejects.toMatchObject({
      code: 'conflict',
      statusCode: 409,
    });
    await expect(ledger.void(pending.transferId, postKey, 'rejected')).rejects.toMatchObject({
      code: 'idempotency_conflict',
    });
    expect(await available(userId)).toBe(600);
    await expectHealthy();
  });

  it('voids a pending debit: the reserved money returns, once', async () => {
    const userId = randomUUID();
    await ledger.transfer(credit(userId, 700));
    const pending = await ledger.transfer({
      ...bet(userId, 700),
      type: 'withdraw',
      phase: 'pending',
      status: 'pending',
    });
    expect(await available(userId)).toBe(0);
    const voidKey = randomUUID();
    const voided = await ledger.void(pending.transferId, voidKey, 'rejected');
    expect(voided).toMatchObject({ applied: true, phase: 'voided', status: 'rejected' });
    expect(await ledger.void(pending.transferId, voidKey, 'rejected')).toEqual({ ...voided, applied: false });
    await expect(ledger.post(pending.transferId, randomUUID(), 'complete')).rejects.toMatchObject({
      code: 'conflict',
    });
    expect(await available(userId)).toBe(700);
    await expectHealthy();
  });

  it('commits all lines of a request or none', async () => {
    const userId = randomUUID();
    await ledger.transfer(credit(userId, 100));
    const bonus: AccountRef = { owner: 'player', userId, kind: 'bonus' };
    const liability: AccountRef = { owner: 'platform', kind: 'bonus_liability' };
    const twoLines = (amount: number): TransferRequest => ({
      ...credit(userId, 1),
      type: 'bonus',
      lines: [
        { from: liability, to: bonus, amount: 50 },
        { from: real(userId), to: house, amount },
      ],
    });
    await expect(ledger.transfer(twoLines(101))).rejects.toMatchObject({ code: 'insufficient_funds' });
    expect(await available(userId, 'bonus')).toBe(0);
    await ledger.transfer(twoLines(100));
    expect(await available(userId, 'bonus')).toBe(50);
    expect(await available(userId)).toBe(0);
    await expectHealthy();
  });

  it('refuses malformed requests with 400 and unknown transfers with 404', async () => {
    const userId = randomUUID();
    for (const request of [
      credit(userId, 0),
      credit(userId, -5),
      credit(userId, 1.5),
      { ...credit(userId, 1), currency: 'XXX' },
      { ...credit(userId, 1), idempotencyKey: '' },
      { ...credit(userId, 1), lines: [] },
      { ...credit(userId, 1), lines: [{ from: house, to: house, amount: 1 }] },
    ])
      await expect(ledger.transfer(request)).rejects.toMatchObject({ statusCode: 400 });
    await expect(ledger.post(randomUUID(), randomUUID(), 'complete')).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(ledger.setStatus(randomUUID(), 'complete')).rejects.toMatchObject({ statusCode: 404 });
    expect(await available(userId)).toBe(0);
  });
});
