import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  BonusAccount,
  ErrorBody,
  FullBalance,
  ServerEvent,
  ShortBalance,
  TransactionPage,
  TransactionRow,
  WalletAdjustmentResult,
} from '@casino/contracts';
import { users } from '../accounts/accounts.tables.ts';
import { MANY_REGISTRATIONS, registerPlayer, type TestSession } from '../../test/test-accounts.ts';
import { databaseKinds, useTestApp } from '../../test/test-platform.ts';
import { checkLedger } from './ledger-check.ts';
import { createLedger } from './ledger.service.ts';
import type { AccountRef } from './wallet.port.ts';

const house: AccountRef = { owner: 'platform', kind: 'house' };
const clearing: AccountRef = { owner: 'platform', kind: 'payment_clearing', key: 'sandbox' };

describe.each(databaseKinds)('wallet API on %s', (kind) => {
  const test = useTestApp(kind, { config: MANY_REGISTRATIONS });

  async function staff(role: 'finance' | 'support'): Promise<TestSession> {
    const session = await registerPlayer(test.app);
    await test.database.db.update(users).set({ role }).where(eq(users.id, session.userId));
    return session;
  }

  const get = (session: TestSession, url: string) =>
    test.app.inject({ method: 'GET', url, cookies: session.cookies });

  const adjust = (session: TestSession, body: object) =>
    test.app.inject({
      method: 'POST',
      url: '/api/staff/wallet/adjust',
      cookies: session.cookies,
      headers: session.headers,
      payload: body,
    });

  it('opens the wallet at registration with zero balances in the chosen currency', async () => {
    const player = await registerPlayer(test.app, { currency: 'USD' });
    const short = await get(player, '/api/wallet/balance');
    expect(short.statusCode).toBe(200);
    expect(short.headers['cache-control']).toBe('no-store');
    expect(short.json<ShortBalance>()).toEqual({
      currency: 'USD',
      balanceMain: 0,
      bonusCasino: 0,
      balance: 0,
    });
    expect((await get(player, '/api/wallet/balance/full')).json<FullBalance>()).toEqual({
      currency: 'USD',
      real: 0,
      bonus: 0,
      loyaltyPoints: 0,
      cashback: 0,
      freeSpins: 0,
      snowflakes: 0,
    });
    expect((await get(player, '/api/wallet/bonus-account')).json<BonusAccount>()).toEqual({
      currency: 'USD',
      balance: 0,
      wager: { bonus: { wageringGames: [] } },
    });
  });

  it('lets finance staff adjust a balance once per key and pushes the new balance to the player', async () => {
    const player = await registerPlayer(test.app);
    const finance = await staff('finance');
    const pushed: ServerEvent[] = [];
    const unsubscribe = test.platform.bus.subscribe((topic, event) => {
      if (topic.kind === 'user' && topic.userId === player.userId) pushed.push(event);
    });
    const body = { userId: player.userId, amount: 2500, reason: 'Demo money', idempotencyKey: randomUUID() };
    const first = await adjust(finance, body);
    expect(first.statusCode).toBe(200);
    const result = first.json<WalletAdjustmentResult>();
    expect(result).toMatchObject({
      applied: true,
      balance: { currency: 'EUR', balanceMain: 2500, bonusCasino: 0, balance: 2500 },
    });
    const again = await adjust(finance, body);
    expect(again.json<WalletAdjustmentResult>()).toEqual({ ...result, applied: false });
    expect(pushed).toEqual([
      {
        type: 'wallet.balance.v1',
        data: { currency: 'EUR', balanceMain: 2500, bonusCasino: 0, balance: 2500 },
      },
    ]);

    const reused = await adjust(finance, { ...body, amount: 10 });
    expect(reused.statusCode).toBe(409);
    expect(reused.json<ErrorBody>().error.code).toBe('idempotency_conflict');

    const tooMuch = await adjust(finance, { ...body, amount: -2501, idempotencyKey: randomUUID() });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json<ErrorBody>().error.code).toBe('insufficient_funds');
    const taken = await adjust(finance, { ...body, amount: -500, idempotencyKey: randomUUID() });
    expect(taken.json<WalletAdjustmentResult>().balance.balanceMain).toBe(2000);
    unsubscribe();
    expect((await checkLedger(test.database.db)).ok).toBe(true);
  });

  it('keeps a key staff choose apart from the system keys: "deposit:<id>" adjusts instead of replaying', async () => {
    const player = await registerPlayer(test.app);
    const finance = await staff('finance');
    const ledger = createLedger({ db: test.platform.db });
    const systemKey = `deposit:${randomUUID()}`;
    await ledger.transfer({
      idempotencyKey: systemKey,
      type: 'deposit',
      method: 'sandbox bank',
      currency: 'EUR',
      userId: player.userId,
      phase: 'posted',
      status: 'complete',
      lines: [{ from: clearing, to: { owner: 'player', userId: player.userId, kind: 'real' }, amount: 1000 }],
    });
    const body = { userId: player.userId, amount: 300, reason: 'Goodwill', idempotencyKey: systemKey };
    const response = await adjust(finance, body);
    expect(response.statusCode).toBe(200);
    expect(response.json<WalletAdjustmentResult>()).toMatchObject({
      applied: true,
      balance: { balanceMain: 1300 },
    });
    expect((await checkLedger(test.database.db)).ok).toBe(true);
  });

  it('refuses bad adjustments with 400 or 404 and changes nothing', async () => {
    const player = await registerPlayer(test.app);
    const finance = await staff('finance');
    const base = { userId: player.userId, amount: 100, reason: 'x', idempotencyKey: randomUUID() };
    for (const body of [
      { ...base, amount: 0 },
      { ...base, amount: 1.5 },
      { ...base, reason: ' ' },
      { ...base, idempotencyKey: '' },
      { ...base, userId: 'not-a-uuid' },
    ]) {
      const response = await adjust(finance, body);
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().error.code).toBe('validation_failed');
    }
    expect((await adjust(finance, { ...base, userId: randomUUID() })).statusCode).toBe(404);
    expect((await adjust(await staff('support'), base)).statusCode).toBe(403);
    expect((await get(player, '/api/wallet/balance')).json<ShortBalance>().balance).toBe(0);
  });

  it('lists deposits and withdrawals with filters, sorting and paging, and game movements by tab', async () => {
    const player = await registerPlayer(test.app);
    const other = await registerPlayer(test.app);
    const ledger = createLedger({ db: test.platform.db });
    const real: AccountRef = { owner: 'player', userId: player.userId, kind: 'real' };
    const bonus: AccountRef = { owner: 'player', userId: player.userId, kind: 'bonus' };
    const base = {
      currency: 'EUR',
      userId: player.userId,
      phase: 'posted' as const,
      status: 'complete' as const,
    };
    const deposit = (amount: number) =>
      ledger.transfer({
        ...base,
        idempotencyKey: randomUUID(),
        type: 'deposit',
        method: 'sandbox bank',
        lines: [{ from: clearing, to: real, amount }],
      });
    await deposit(1000);
    await deposit(3000);
    await deposit(2000);
    const withdrawal = await ledger.transfer({
      ...base,
      idempotencyKey: randomUUID(),
      type: 'withdraw',
      phase: 'pending',
      status: 'pending',
      lines: [{ from: real, to: clearing, amount: 500 }],
    });
    await ledger.void(withdrawal.transferId, randomUUID(), 'rejected');
    await ledger.transfer({
      ...base,
      idempotencyKey: randomUUID(),
      type: 'bet',
      method: 'Lucky Sevens',
      lines: [{ from: real, to: house, amount: 100 }],
    });
    await ledger.transfer({
      ...base,
      idempotencyKey: randomUUID(),
      type: 'bonus',
      lines: [{ from: { owner: 'platform', kind: 'bonus_liability' }, to: bonus, amount: 700 }],
    });

    const history = (query: string) =>
      get(player, `/api/wallet/payment-history${query}`).then((r) => r.json<TransactionPage>());
    const all = await history('');
    expect(all.total).toBe(4);
    expect(all.items.map((row) => [row.type, row.amount, row.status])).toEqual([
      ['withdraw', 500, 'rejected'],
      ['deposit', 2000, 'complete'],
      ['deposit', 3000, 'complete'],
      ['deposit', 1000, 'complete'],
    ]);
    expect(all.items[1]).toMatchObject({
      method: 'sandbox bank',
      fee: 0,
      currency: 'EUR',
      balanceAfter: 6000,
    });
    expect(all.items[0]?.balanceAfter).toBeNull();

    const byAmount = await history('?type=deposit&sort=amount_asc&pageSize=2&page=2');
    expect(byAmount).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(byAmount.items.map((row) => row.amount)).toEqual([3000]);
    expect((await history('?status=rejected')).items.map((row) => row.type)).toEqual(['withdraw']);
    expect((await history('?sort=date_asc')).items[0]?.amount).toBe(1000);
    expect((await get(player, '/api/wallet/payment-history?sort=sideways')).statusCode).toBe(400);
    expect((await get(other, '/api/wallet/payment-history')).json<TransactionPage>().total).toBe(0);

    const basic = await get(player, '/api/wallet/game-transactions').then((r) => r.json<TransactionPage>());
    expect(basic.items.map((row) => [row.type, row.method, row.amount, row.balanceAfter])).toEqual([
      ['bet', 'Lucky Sevens', 100, 5900],
    ]);
    const bonusTab = await get(player, '/api/wallet/game-transactions?tab=bonus').then((r) =>
      r.json<TransactionPage>(),
    );
    expect(bonusTab.items.map((row) => [row.type, row.amount, row.balanceAfter])).toEqual([
      ['bonus', 700, 700],
    ]);

    const id = all.items[1]?.id ?? '';
    const own = await get(player, `/api/wallet/transactions/${id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json<TransactionRow>()).toEqual(all.items[1]);
    expect((await get(other, `/api/wallet/transactions/${id}`)).statusCode).toBe(404);
    expect((await get(player, '/api/wallet/transactions/nope')).statusCode).toBe(400);

    expect((await get(player, '/api/wallet/balance')).json<ShortBalance>()).toEqual({
      currency: 'EUR',
      balanceMain: 5900,
      bonusCasino: 700,
      balance: 6600,
    });
    expect((await checkLedger(test.database.db)).ok).toBe(true);
  });

  it('answers 401 to guests', async () => {
    for (const url of ['/api/wallet/balance', '/api/wallet/payment-history', '/api/wallet/game-transactions'])
      expect((await test.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
