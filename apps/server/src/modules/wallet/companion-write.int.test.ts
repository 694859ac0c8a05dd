import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/test-platform.ts';
import { companionWrite, type CompanionStatement } from './companion-write.ts';
import { checkLedger } from './ledger-check.ts';
import { createLedger, type Ledger } from './ledger.service.ts';
import type { AccountRef, TransferRequest } from './wallet.port.ts';

const house: AccountRef = { owner: 'platform', kind: 'house' };
const real = (userId: string): AccountRef => ({ owner: 'player', userId, kind: 'real' });
const bonus = (userId: string): AccountRef => ({ owner: 'player', userId, kind: 'bonus' });

/** A caller's own table, and the write it makes with each transfer: what the money was for. */
const PROBE_TABLE = sql.raw('companion_probe');
const probe: CompanionStatement<{ note: string }> = {
  ctes: (v, transfer) => sql`
    probe_written as (
      insert into ${PROBE_TABLE} (note, transfer_id, real_available)
      select ${v.note}::text, ${transfer.transferId}, ${transfer.realAvailable} where ${transfer.applied}
    )`,
};

/** Both ways money moves: one statement (a posted line between a player and the platform) and a transaction. */
describe.each(databaseKinds)('a companion write committed with the money on %s', (kind) => {
  let database: TestDatabase;
  let ledger: Ledger;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    ledger = createLedger({ db: database.db });
    await database.db.execute(
      sql`create table ${PROBE_TABLE} (note text primary key, transfer_id uuid not null, real_available bigint)`,
    );
  });
  afterAll(() => database?.dispose());

  function transfer(userId: string, lines: TransferRequest['lines'], note: string, key = randomUUID()) {
    return {
      idempotencyKey: key,
      type: 'changeBalanceInc',
      currency: 'EUR',
      lines,
      phase: 'posted',
      status: 'complete',
      userId,
      companion: companionWrite(probe, { note }),
    } satisfies TransferRequest;
  }
  async function probed(note: string) {
    const result = await database.db.execute(
      sql`select transfer_id, real_available::int as real_available from ${PROBE_TABLE} where note = ${note}`,
    );
    return (result as unknown as { rows: { transfer_id: string; real_available: number | null }[] }).rows;
  }

  it('is written in the one-statement transfer, with its id and the real balance it left', async () => {
    const userId = randomUUID();
    const credited = await ledger.transfer(
      transfer(userId, [{ from: house, to: real(userId), amount: 700 }], 'a'),
    );
    expect(await probed('a')).toEqual([{ transfer_id: credited.transferId, real_available: 700 }]);
    expect(credited.playerBalances).toEqual({ real: 700, bonus: 0 });
    // A bonus line leaves the real balance as it was, and the companion reads it so.
    const toBonus = await ledger.transfer(
      transfer(userId, [{ from: house, to: bonus(userId), amount: 50 }], 'b'),
    );
    expect(await probed('b')).toEqual([{ transfer_id: toBonus.transferId, real_available: 700 }]);
  });

  it('is written in the transaction of a transfer of several lines, after its balances', async () => {
    const userId = randomUUID();
    const lines = [
      { from: house, to: real(userId), amount: 300 },
      { from: house, to: bonus(userId), amount: 20 },
    ];
    const moved = await ledger.transfer(transfer(userId, lines, 'c'));
    expect(await probed('c')).toEqual([{ transfer_id: moved.transferId, real_available: 300 }]);
  });

  it('is not written by a repeat of the key, nor by a refused transfer', async () => {
    const userId = randomUUID();
    const key = randomUUID();
    const first = transfer(userId, [{ from: house, to: real(userId), amount: 100 }], 'd', key);
    await ledger.transfer(first);
    // The repeat carries another note: had it written, the table would hold it.
    const repeat = await ledger.transfer({ ...first, companion: companionWrite(probe, { note: 'd-again' }) });
    expect(repeat.applied).toBe(false);
    expect(await probed('d-again')).toEqual([]);

    const overdrawn = transfer(userId, [{ from: real(userId), to: house, amount: 1_000 }], 'e');
    await expect(ledger.transfer(overdrawn)).rejects.toMatchObject({ code: 'insufficient_funds' });
    const overdrawnInTransaction = transfer(
      userId,
      [
        { from: real(userId), to: house, amount: 1_000 },
        { from: bonus(userId), to: house, amount: 1 },
      ],
      'f',
    );
    await expect(ledger.transfer(overdrawnInTransaction)).rejects.toMatchObject({
      code: 'insufficient_funds',
    });
    expect([...(await probed('e')), ...(await probed('f'))]).toEqual([]);
    expect((await checkLedger(database.db)).ok).toBe(true);
  });
});
