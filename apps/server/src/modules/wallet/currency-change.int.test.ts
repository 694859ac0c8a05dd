import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  CurrencyChangeResult,
  ErrorBody,
  FullBalance,
  SessionStateResponse,
  ShortBalance,
} from '@casino/contracts';
import { MANY_REGISTRATIONS, registerPlayer, type TestSession } from '../../test/test-accounts.ts';
import { databaseKinds, useTestApp } from '../../test/test-platform.ts';
import { POINTS_UNIT } from './account-kinds.ts';
import { checkLedger } from './ledger-check.ts';
import { createLedger } from './ledger.service.ts';
import { transfers } from './wallet.tables.ts';
import type { AccountRef } from './wallet.port.ts';

const house: AccountRef = { owner: 'platform', kind: 'house' };
const liability: AccountRef = { owner: 'platform', kind: 'bonus_liability' };
const clearing: AccountRef = { owner: 'platform', kind: 'payment_clearing', key: 'sandbox' };

describe.each(databaseKinds)('change of currency on %s', (kind) => {
  const test = useTestApp(kind, { config: MANY_REGISTRATIONS });

  const change = (session: TestSession, body: object) =>
    test.app.inject({
      method: 'POST',
      url: '/api/wallet/currency',
      cookies: session.cookies,
      headers: session.headers,
      payload: body,
    });
  const get = <T>(session: TestSession, url: string) =>
    test.app.inject({ method: 'GET', url, cookies: session.cookies }).then((response) => response.json<T>());

  /** Credits a player account from a platform account, posted or pending (then debiting the player). */
  async function move(
    line: { from: AccountRef; to: AccountRef; amount: number },
    phase: 'posted' | 'pending' = 'posted',
  ) {
    const ledger = createLedger({ db: test.platform.db });
    await ledger.transfer({
      idempotencyKey: randomUUID(),
      type: 'manualBonus',
      currency: 'EUR',
      lines: [line],
      phase,
      status: 'complete',
    });
  }

  const zeroings = (userId: string) =>
    test.database.db
      .select()
      .from(transfers)
      .where(
        and(eq(transfers.type, 'zeroing'), like(transfers.idempotencyKey, `currency-change:${userId}:%`)),
      );

  it('resets the bonus and free spins by one zeroing transfer, opens the new currency and moves nothing twice', async () => {
    const player = await registerPlayer(test.app);
    const bonus: AccountRef = { owner: 'player', userId: player.userId, kind: 'bonus' };
    const spins: AccountRef = { owner: 'player', userId: player.userId, kind: 'free_spins' };
    await move({ from: liability, to: bonus, amount: 1500 });
    await move({ from: { ...liability, key: 'free_spins' }, to: spins, amount: 10 });
    const body = { currency: 'RON', idempotencyKey: randomUUID() };

    const first = await change(player, body);
    expect(first.statusCode).toBe(200);
    expect(first.json<CurrencyChangeResult>()).toEqual({
      currency: 'RON',
      changed: true,
      balance: { currency: 'RON', balanceMain: 0, bonusCasino: 0, balance: 0 },
    });
    expect((await get<SessionStateResponse>(player, '/api/auth/session')).user?.currency).toBe('RON');
    expect((await get<FullBalance>(player, '/api/wallet/balance/full')).currency).toBe('RON');

    const again = await change(player, body);
    expect(again.json<CurrencyChangeResult>()).toMatchObject({ currency: 'RON', changed: false });
    const lines = await zeroings(player.userId);
    expect(lines.map((line) => [line.currency, line.amount])).toEqual([
      ['EUR', 1500n],
      ['EUR', 10n],
    ]);
    expect((await checkLedger(test.database.db)).ok).toBe(true);

    // Back to EUR: its bonus and free-spins accounts are empty now.
    const back = await change(player, { currency: 'EUR', idempotencyKey: randomUUID() });
    expect(back.json<CurrencyChangeResult>().balance).toEqual({
      currency: 'EUR',
      balanceMain: 0,
      bonusCasino: 0,
      balance: 0,
    });
  });

  it('keeps loyalty points and snowflakes, counted in points, across a change', async () => {
    const player = await registerPlayer(test.app);
    const ledger = createLedger({ db: test.platform.db });
    const issuer: AccountRef = { owner: 'platform', kind: 'points_issuer' };
    for (const [kind, amount] of [
      ['loyalty_points', 120],
      ['snowflakes', 7],
    ] as const)
      await ledger.transfer({
        idempotencyKey: randomUUID(),
        type: 'levelBonus',
        currency: POINTS_UNIT,
        lines: [{ from: issuer, to: { owner: 'player', userId: player.userId, kind }, amount }],
        phase: 'posted',
        status: 'complete',
      });

    expect((await change(player, { currency: 'RON', idempotencyKey: randomUUID() })).statusCode).toBe(200);
    expect(await get<FullBalance>(player, '/api/wallet/balance/full')).toMatchObject({
      currency: 'RON',
      loyaltyPoints: 120,
      snowflakes: 7,
    });
    expect(await zeroings(player.userId)).toEqual([]);
    expect((await checkLedger(test.database.db)).ok).toBe(true);
  });

  it('is refused while real money or a pending withdrawal is held, and changes nothing', async () => {
    const player = await registerPlayer(test.app);
    const real: AccountRef = { owner: 'player', userId: player.userId, kind: 'real' };
    const bonus: AccountRef = { owner: 'player', userId: player.userId, kind: 'bonus' };
    await move({ from: liability, to: bonus, amount: 700 });
    await move({ from: house, to: real, amount: 1000 });

    const held = await change(player, { currency: 'USD', idempotencyKey: randomUUID() });
    expect(held.statusCode).toBe(409);
    expect(held.json<ErrorBody>().error.code).toBe('currency_change_blocked');

    // The whole balance is reserved by a withdrawal: nothing is available, yet it is still the player's money.
    await move({ from: real, to: clearing, amount: 1000 }, 'pending');
    const pending = await change(player, { currency: 'USD', idempotencyKey: randomUUID() });
    expect(pending.statusCode).toBe(409);
    expect(pending.json<ErrorBody>().error.code).toBe('currency_change_blocked');

    expect(await get<ShortBalance>(player, '/api/wallet/balance')).toEqual({
      currency: 'EUR',
      balanceMain: 0,
      bonusCasino: 700,
      balance: 700,
    });
    expect(await zeroings(player.userId)).toEqual([]);
    expect((await checkLedger(test.database.db)).ok).toBe(true);
  });

  it('lets a player go back to the currency their real money is in', async () => {
    const player = await registerPlayer(test.app, { currency: 'USD' });
    expect((await change(player, { currency: 'EUR', idempotencyKey: randomUUID() })).statusCode).toBe(200);
    // A deposit started in USD and confirmed after the change lands in the USD account.
    const ledger = createLedger({ db: test.platform.db });
    await ledger.transfer({
      idempotencyKey: randomUUID(),
      type: 'deposit',
      currency: 'USD',
      lines: [{ from: clearing, to: { owner: 'player', userId: player.userId, kind: 'real' }, amount: 300 }],
      phase: 'posted',
      status: 'complete',
    });
    expect((await change(player, { currency: 'GBP', idempotencyKey: randomUUID() })).statusCode).toBe(409);
    const back = await change(player, { currency: 'USD', idempotencyKey: randomUUID() });
    expect(back.json<CurrencyChangeResult>().balance).toMatchObject({ currency: 'USD', balanceMain: 300 });
  });

  it('refuses bad input with 400 validation_failed and guests with 401', async () => {
    const player = await registerPlayer(test.app);
    for (const body of [
      { currency: 'XXX', idempotencyKey: 'k' },
      { currency: 'RON', idempotencyKey: '' },
      { currency: 'RON' },
    ]) {
      const response = await change(player, body);
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().error.code).toBe('validation_failed');
    }
    const guest = await test.app.inject({
      method: 'POST',
      url: '/api/wallet/currency',
      payload: { currency: 'RON', idempotencyKey: 'k' },
    });
    expect(guest.statusCode).toBe(401);
    expect((await get<SessionStateResponse>(player, '/api/auth/session')).user?.currency).toBe('EUR');
  });
});
