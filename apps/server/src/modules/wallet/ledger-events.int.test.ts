import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEventDraft } from '../../platform/events/domain-events.ts';
import { domainEventDeliveries, domainEvents } from '../../platform/events/events.tables.ts';
import { registerSubscribers } from '../../platform/events/deliveries.repo.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/test-platform.ts';
import { checkLedger } from './ledger-check.ts';
import { createLedger, type Ledger } from './ledger.service.ts';
import { playerAccounts } from './ledger.repo.ts';
import { transfers } from './wallet.tables.ts';
import type { AccountRef, TransferRequest } from './wallet.port.ts';

const house: AccountRef = { owner: 'platform', kind: 'house' };
const clearing: AccountRef = { owner: 'platform', kind: 'payment_clearing', key: 'sandbox' };
const real = (userId: string): AccountRef => ({ owner: 'player', userId, kind: 'real' });
const bonus = (userId: string): AccountRef => ({ owner: 'player', userId, kind: 'bonus' });

function roundClosed(roundId: string, userId?: string | null): DomainEventDraft {
  return {
    type: 'game.round-closed',
    payload: { provider: 'studio', roundId, gameId: 'dice', currency: 'EUR', bet: 100, win: 250 },
    ...(userId === undefined ? {} : { userId }),
  };
}

/**
 * Both ways money moves: the one-statement path (a posted line between a player and a platform account) and
 * the transaction path (pending, or several lines).
 */
describe.each(databaseKinds)('domain events written with the money on %s', (kind) => {
  let database: TestDatabase;
  let ledger: Ledger;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    ledger = createLedger({ db: database.db });
  });
  afterAll(() => database?.dispose());
  afterEach(() => database.db.execute(sql`alter table domain_events drop constraint if exists refuse_round`));

  function credit(userId: string, amount: number, key = randomUUID()): TransferRequest {
    return {
      idempotencyKey: key,
      type: 'changeBalanceInc',
      currency: 'EUR',
      lines: [{ from: house, to: real(userId), amount }],
      phase: 'posted',
      status: 'complete',
    };
  }
  function bet(userId: string, amount: number, key = randomUUID()): TransferRequest {
    return {
      ...credit(userId, amount, key),
      type: 'bet',
      lines: [{ from: real(userId), to: house, amount }],
      reference: { kind: 'round', id: 'r-1' },
      method: 'Dice',
    };
  }
  function withdrawal(userId: string, amount: number, key = randomUUID()): TransferRequest {
    return {
      idempotencyKey: key,
      type: 'withdraw',
      currency: 'EUR',
      lines: [{ from: real(userId), to: clearing, amount }],
      phase: 'pending',
      status: 'pending',
      userId,
    };
  }

  async function eventsOf(userId: string) {
    return database.db
      .select()
      .from(domainEvents)
      .where(eq(domainEvents.userId, userId))
      .orderBy(asc(domainEvents.sequence));
  }
  async function transferLines(key: string): Promise<number> {
    return database.db.$count(transfers, eq(transfers.idempotencyKey, key));
  }
  async function available(userId: string): Promise<number> {
    const row = (await playerAccounts(database.db, userId, 'EUR')).find((account) => account.kind === 'real');
    return row ? Number(row.balance - row.pendingDebits) : 0;
  }
  /** Makes the database refuse the event of one round, so that writing it fails inside the money's transaction. */
  async function refuseRound(roundId: string): Promise<void> {
    await database.db.execute(
      sql.raw(
        `alter table domain_events add constraint refuse_round check (payload->>'roundId' is distinct from '${roundId}')`,
      ),
    );
  }

  it("records each applied transfer as wallet.transfer-applied on its player's stream, in commit order", async () => {
    const userId = randomUUID();
    const credited = await ledger.transfer(credit(userId, 1000));
    const staked = await ledger.transfer(bet(userId, 300));
    const reserved = await ledger.transfer(withdrawal(userId, 200));

    const events = await eventsOf(userId);
    expect(events.map((event) => [event.type, event.sequence])).toEqual([
      ['wallet.transfer-applied', 1],
      ['wallet.transfer-applied', 2],
      ['wallet.transfer-applied', 3],
    ]);
    expect(events.map((event) => (event.payload as { transferId: string }).transferId)).toEqual([
      credited.transferId,
      staked.transferId,
      reserved.transferId,
    ]);
    expect(events[1]?.payload).toEqual({
      transferId: staked.transferId,
      type: 'bet',
      phase: 'posted',
      status: 'complete',
      currency: 'EUR',
      lines: [{ from: real(userId), to: house, amount: 300 }],
      reference: { kind: 'round', id: 'r-1' },
      method: 'Dice',
    });
    expect(events[2]?.payload).toMatchObject({ phase: 'pending', lines: [{ to: clearing, amount: 200 }] });
  });

  it("writes the caller's events after the wallet's own, in the order given, on the stream each names", async () => {
    const userId = randomUUID();
    await ledger.transfer(credit(userId, 1000));
    const round = randomUUID();
    // One statement: a bet with the round it closes.
    await ledger.transfer({ ...bet(userId, 100), events: [roundClosed(round)] });
    // A transaction: two lines, with an event for the platform alone.
    await ledger.transfer({
      ...credit(userId, 50),
      lines: [
        { from: house, to: real(userId), amount: 30 },
        { from: house, to: bonus(userId), amount: 20 },
      ],
      events: [roundClosed(`${round}-a`), roundClosed(`${round}-platform`, null), roundClosed(`${round}-b`)],
    });

    const events = await eventsOf(userId);
    expect(
      events.map((event) => [event.sequence, event.type, (event.payload as { roundId?: string }).roundId]),
    ).toEqual([
      [1, 'wallet.transfer-applied', undefined],
      [2, 'wallet.transfer-applied', undefined],
      [3, 'game.round-closed', round],
      [4, 'wallet.transfer-applied', undefined],
      [5, 'game.round-closed', `${round}-a`],
      [6, 'game.round-closed', `${round}-b`],
    ]);
    const [platformOnly] = await database.db
      .select()
      .from(domainEvents)
      .where(sql`${domainEvents.payload}->>'roundId' = ${`${round}-platform`}`);
    expect(platformOnly).toMatchObject({ userId: null, sequence: null });
  });

  it('writes no event for a repeat of a key, on either path', async () => {
    const userId = randomUUID();
    await ledger.transfer(credit(userId, 1000));
    const staking = bet(userId, 100);
    const reserving = withdrawal(userId, 100);
    for (const request of [staking, reserving]) {
      const first = await ledger.transfer({ ...request, events: [roundClosed(randomUUID())] });
      const again = await ledger.transfer({ ...request, events: [roundClosed(randomUUID())] });
      expect(again).toMatchObject({ transferId: first.transferId, applied: false });
    }
    expect(await eventsOf(userId)).toHaveLength(1 + 2 * 2);
  });

  it('writes no event for a refused transfer, on either path', async () => {
    const userId = randomUUID();
    await ledger.transfer(credit(userId, 100));
    await expect(ledger.transfer({ ...bet(userId, 101), events: [roundClosed('r')] })).rejects.toMatchObject({
      code: 'insufficient_funds',
    });
    await expect(
      ledger.transfer({ ...withdrawal(userId, 101), events: [roundClosed('r')] }),
    ).rejects.toMatchObject({
      code: 'insufficient_funds',
    });
    expect(await eventsOf(userId)).toHaveLength(1);
  });

  it('moves no money when its events cannot be written, on either path', async () => {
    const userId = randomUUID();
    await ledger.transfer(credit(userId, 1000));
    const round = randomUUID();
    await refuseRound(round);
    const staking = { ...bet(userId, 100), events: [roundClosed(round)] };
    const reserving = { ...withdrawal(userId, 100), events: [roundClosed(round)] };

    await expect(ledger.transfer(staking)).rejects.toThrow();
    await expect(ledger.transfer(reserving)).rejects.toThrow();
    expect(await transferLines(staking.idempotencyKey)).toBe(0);
    expect(await transferLines(reserving.idempotencyKey)).toBe(0);
    expect(await available(userId)).toBe(1000);
    expect(await eventsOf(userId)).toHaveLength(1);

    // The keys stay free: once the events can be written, the same requests go through.
    await database.db.execute(sql`alter table domain_events drop constraint refuse_round`);
    expect(await ledger.transfer(staking)).toMatchObject({ applied: true });
    expect(await ledger.transfer(reserving)).toMatchObject({ applied: true });
    expect(await available(userId)).toBe(800);
    expect((await eventsOf(userId)).map((event) => event.sequence)).toEqual([1, 2, 3, 4, 5]);
    const report = await checkLedger(database.db);
    expect(report.problems).toEqual([]);
  });

  it('records posting and voiding a pending transfer as wallet.transfer-settled, once per key', async () => {
    const userId = randomUUID();
    await ledger.transfer(credit(userId, 1000));
    const posted = await ledger.transfer(withdrawal(userId, 100));
    const voided = await ledger.transfer(withdrawal(userId, 200));
    const postKey = randomUUID();
    await ledger.post(posted.transferId, postKey, 'complete', [roundClosed('paid-out')]);
    await ledger.post(posted.transferId, postKey, 'complete', [roundClosed('paid-out-again')]);
    await ledger.void(voided.transferId, randomUUID(), 'cancel');

    const round = randomUUID();
    await refuseRound(round);
    const pending = await ledger.transfer(withdrawal(userId, 50));
    await expect(
      ledger.post(pending.transferId, randomUUID(), 'complete', [roundClosed(round)]),
    ).rejects.toThrow();
    expect(await available(userId)).toBe(1000 - 100 - 50);

    const settled = (await eventsOf(userId)).filter((event) => event.type !== 'wallet.transfer-applied');
    expect(settled.map((event) => [event.type, event.payload])).toEqual([
      [
        'wallet.transfer-settled',
        {
          transferId: posted.transferId,
          type: 'withdraw',
          phase: 'posted',
          status: 'complete',
          currency: 'EUR',
        },
      ],
      ['game.round-closed', expect.objectContaining({ roundId: 'paid-out' })],
      [
        'wallet.transfer-settled',
        {
          transferId: voided.transferId,
          type: 'withdraw',
          phase: 'voided',
          status: 'cancel',
          currency: 'EUR',
        },
      ],
    ]);
  });

  it('refuses an event whose payload does not match its type before anything moves', async () => {
    const userId = randomUUID();
    await ledger.transfer(credit(userId, 1000));
    const broken = {
      type: 'game.round-closed',
      payload: { provider: 'studio', roundId: 'r', gameId: 'dice', currency: 'EUR', bet: -1, win: 0 },
    } as const;
    const request = { ...bet(userId, 100), events: [broken] };
    await expect(ledger.transfer(request)).rejects.toThrow();
    expect(await transferLines(request.idempotencyKey)).toBe(0);
    expect(await available(userId)).toBe(1000);
  });

  it('gives each new event a pending delivery for every registered subscriber that wants its type', async () => {
    await registerSubscribers(database.db, [
      { name: 'everything', types: null },
      { name: 'rounds', types: ['game.round-closed'] },
    ]);
    const userId = randomUUID();
    await ledger.transfer({ ...credit(userId, 1000), events: [roundClosed(randomUUID())] });
    const [applied, closed] = await eventsOf(userId);
    const deliveries = await database.db
      .select({ eventId: domainEventDeliveries.eventId, subscriber: domainEventDeliveries.subscriber })
      .from(domainEventDeliveries)
      .where(eq(domainEventDeliveries.userId, userId));
    expect(deliveries).toHaveLength(3);
    expect(deliveries).toEqual(
      expect.arrayContaining([
        { eventId: applied?.id, subscriber: 'everything' },
        { eventId: closed?.id, subscriber: 'everything' },
        { eventId: closed?.id, subscriber: 'rounds' },
      ]),
    );
  });
});
