import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-platform.ts';
import { checkLedger } from './ledger-check.ts';
import { createLedger, type Ledger } from './ledger.service.ts';
import { playerAccounts } from './ledger.repo.ts';
import type { AccountRef, TransferRequest } from './wallet.port.ts';

const house: AccountRef = { owner: 'platform', kind: 'house' };
const real = (userId: string): AccountRef => ({ owner: 'player', userId, kind: 'real' });

function move(from: AccountRef, to: AccountRef, amount: number, key = randomUUID()): TransferRequest {
  return {
    idempotencyKey: key,
    type: from.owner === 'platform' ? 'changeBalanceInc' : 'bet',
    currency: 'EUR',
    lines: [{ from, to, amount }],
    phase: 'posted',
    status: 'complete',
  };
}

/** Real parallelism needs a server with several connections: PGlite runs one transaction at a time. */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('wallet ledger under concurrency on postgres', () => {
  let database: TestDatabase;
  let ledger: Ledger;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    ledger = createLedger({ db: database.db });
  });
  afterAll(async () => database?.dispose());

  async function available(userId: string) {
    const [row] = (await playerAccounts(database.db, userId, 'EUR')).filter((a) => a.kind === 'real');
    return row ? row.balance - row.pendingDebits : 0n;
  }

  async function expectHealthy() {
    const report = await checkLedger(database.db);
    expect(report.problems).toEqual([]);
    expect(report.currencies.every((currency) => currency.sum === 0n)).toBe(true);
  }

  it('200 parallel debits at one balance: exactly the affordable ones succeed, nothing goes negative', async () => {
    const userId = randomUUID();
    await ledger.transfer(move(house, real(userId), 1000));
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, () => ledger.transfer(move(real(userId), house, 7))),
    );
    const succeeded = results.filter((result) => result.status === 'fulfilled');
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(succeeded).toHaveLength(Math.floor(1000 / 7));
    expect(refused).toHaveLength(200 - Math.floor(1000 / 7));
    for (const reason of refused) expect(reason).toMatchObject({ code: 'insufficient_funds' });
    expect(await available(userId)).toBe(BigInt(1000 % 7));
    await expectHealthy();
  });

  it('one key sent 50 times at once is applied once', async () => {
    const userId = randomUUID();
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => ledger.transfer(move(house, real(userId), 25, key))),
    );
    expect(results.filter((result) => result.applied)).toHaveLength(1);
    expect(new Set(results.map((result) => result.transferId)).size).toBe(1);
    expect(await available(userId)).toBe(25n);
    await expectHealthy();
  });

  it('many players moving money between each other at once neither deadlock nor lose a cent', async () => {
    const players = Array.from({ length: 8 }, () => randomUUID());
    await Promise.all(players.map((userId) => ledger.transfer(move(house, real(userId), 500))));
    const results = await Promise.allSettled(
      Array.from({ length: 300 }, (_, index) => {
        const from = players[index % players.length] as string;
        const to = players[(index * 3 + 1) % players.length] as string;
        return from === to
          ? ledger.transfer(move(real(from), house, 3))
          : ledger.transfer({ ...move(real(from), real(to), 40), type: 'convertBalance' });
      }),
    );
    for (const result of results)
      if (result.status === 'rejected') expect(result.reason).toMatchObject({ code: 'insufficient_funds' });
    let total = 0n;
    for (const userId of players) {
      const balance = await available(userId);
      expect(balance >= 0n).toBe(true);
      total += balance;
    }
    const spent = results.filter((result, index) => {
      const from = index % players.length;
      return result.status === 'fulfilled' && from === (index * 3 + 1) % players.length;
    }).length;
    expect(total).toBe(BigInt(500 * players.length - 3 * spent));
    await expectHealthy();
  });

  it('concurrent posts and voids of one pending transfer settle it once', async () => {
    const userId = randomUUID();
    await ledger.transfer(move(house, real(userId), 900));
    const pending = await ledger.transfer({
      ...move(real(userId), house, 900),
      type: 'withdraw',
      phase: 'pending',
      status: 'pending',
    });
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, index) =>
        index % 2 === 0
          ? ledger.post(pending.transferId, randomUUID(), 'complete')
          : ledger.void(pending.transferId, randomUUID(), 'rejected'),
      ),
    );
    const applied = results.filter((result) => result.status === 'fulfilled' && result.value.applied);
    expect(applied).toHaveLength(1);
    const balance = await available(userId);
    expect([0n, 900n]).toContain(balance);
    await expectHealthy();
  });
});
