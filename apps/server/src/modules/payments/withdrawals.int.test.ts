import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Withdrawal, WithdrawalList } from '@casino/contracts';
import { call, MANY_REGISTRATIONS, registerPlayer, type TestSession } from '../../test/test-accounts.ts';
import { databaseKinds, useTestApp } from '../../test/test-platform.ts';
import { paymentWithdrawals } from './payments.tables.ts';
import {
  balanceOf,
  decide,
  markVerified,
  newKey,
  registerWithRole,
  startDeposit,
} from './payments.test-support.ts';

/** The example IBAN of the German banks, as people write it. */
const GERMAN_IBAN = 'DE89 3704 0044 0532 0130 00';
/** An EIP-55 test vector. */
const ETHEREUM_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

describe.each(databaseKinds)('withdrawals on %s', (kind) => {
  const test = useTestApp(kind, { config: MANY_REGISTRATIONS });

  /** A verified player holding `amount` from an approved sandbox deposit. */
  async function fundedPlayer(amount: number): Promise<TestSession> {
    const player = await registerPlayer(test.app);
    await markVerified(test.database.db, player.userId);
    const { redirectUrl } = await startDeposit(test.app, player, amount);
    await decide(test.app, player, redirectUrl, 'approve');
    expect(await balanceOf(test.app, player)).toBe(amount);
    return player;
  }

  const withdraw = (player: TestSession, body: object) =>
    call(test.app, player, 'POST', '/api/payments/withdrawals', {
      method: 'bank',
      account: GERMAN_IBAN,
      cardHolderName: 'Anna Berg',
      idempotencyKey: newKey('withdraw'),
      ...body,
    });
  const rowsOf = (userId: string) =>
    test.database.db.select().from(paymentWithdrawals).where(eq(paymentWithdrawals.userId, userId));

  it('refuses an unverified player with verification_required and holds nothing', async () => {
    const player = await registerPlayer(test.app);
    const response = await withdraw(player, { amount: 1000 });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'verification_required' } });
    expect(await rowsOf(player.userId)).toEqual([]);
  });

  it('holds the amount at request; finance approves → complete, the money is gone', async () => {
    const player = await fundedPlayer(5000);
    const finance = await registerWithRole(test.app, test.database.db, 'finance');
    const requested = await withdraw(player, { amount: 3000 });
    expect(requested.statusCode).toBe(201);
    const withdrawal = requested.json<Withdrawal>();
    expect(withdrawal).toMatchObject({ status: 'pending', amount: 3000, currency: 'EUR', method: 'bank' });
    expect(await balanceOf(test.app, player)).toBe(2000);

    const pending = await call(test.app, finance, 'GET', '/api/staff/withdrawals?status=pending');
    expect(pending.json<WithdrawalList>().items.map((item) => item.id)).toContain(withdrawal.id);

    const approved = await call(test.app, finance, 'POST', `/api/staff/withdrawals/${withdrawal.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json<Withdrawal>().status).toBe('complete');
    expect(await balanceOf(test.app, player)).toBe(2000);

    const twice = await call(test.app, finance, 'POST', `/api/staff/withdrawals/${withdrawal.id}/approve`);
    expect(twice.statusCode).toBe(409);
    const rejectLate = await call(
      test.app,
      finance,
      'POST',
      `/api/staff/withdrawals/${withdrawal.id}/reject`,
      {
        reason: 'too late',
      },
    );
    expect(rejectLate.statusCode).toBe(409);
    expect(await balanceOf(test.app, player)).toBe(2000);
  });

  it('a rejection returns the held money, with the reason', async () => {
    const player = await fundedPlayer(4000);
    const admin = await registerWithRole(test.app, test.database.db, 'admin');
    const withdrawal = (await withdraw(player, { amount: 4000 })).json<Withdrawal>();
    expect(await balanceOf(test.app, player)).toBe(0);
    const rejected = await call(test.app, admin, 'POST', `/api/staff/withdrawals/${withdrawal.id}/reject`, {
      reason: 'The account holder does not match.',
    });
    expect(rejected.json<Withdrawal>()).toMatchObject({
      status: 'rejected',
      reason: 'The account holder does not match.',
    });
    expect(await balanceOf(test.app, player)).toBe(4000);
  });

  it('a payout the provider refuses ends failed and returns the money', async () => {
    const player = await fundedPlayer(3000);
    const finance = await registerWithRole(test.app, test.database.db, 'finance');
    const refusedAddress = '0x000000000000000000000000000000000000dEaD';
    const withdrawal = (
      await withdraw(player, { method: 'crypto', walletAddress: refusedAddress, amount: 2500 })
    ).json<Withdrawal>();
    expect(withdrawal).toMatchObject({ walletAddress: refusedAddress, account: null });
    const approved = await call(test.app, finance, 'POST', `/api/staff/withdrawals/${withdrawal.id}/approve`);
    expect(approved.json<Withdrawal>().status).toBe('failed');
    expect(await balanceOf(test.app, player)).toBe(3000);
  });

  it('refuses more than the available balance (insufficient_funds), holding and recording nothing', async () => {
    const player = await fundedPlayer(2000);
    const response = await withdraw(player, { amount: 2001 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: 'insufficient_funds' } });
    expect(await rowsOf(player.userId)).toEqual([]);
    expect(await balanceOf(test.app, player)).toBe(2000);
  });

  it('accepts a German IBAN, kept without spaces, and an Ethereum address; both are paid out', async () => {
    const player = await fundedPlayer(5000);
    const finance = await registerWithRole(test.app, test.database.db, 'finance');
    const idempotencyKey = newKey('iban');
    const toBank = await withdraw(player, { amount: 1000, idempotencyKey });
    expect(toBank.statusCode).toBe(201);
    expect(toBank.json<Withdrawal>()).toMatchObject({ method: 'bank', account: 'DE89370400440532013000' });
    // The same account retyped without spaces is the same request, not another one.
    const retyped = await withdraw(player, {
      account: 'de89370400440532013000',
      amount: 1000,
      idempotencyKey,
    });
    expect(retyped.json<Withdrawal>().id).toBe(toBank.json<Withdrawal>().id);

    const toWallet = await withdraw(player, {
      method: 'crypto',
      walletAddress: ETHEREUM_ADDRESS,
      amount: 1500,
    });
    expect(toWallet.statusCode).toBe(201);
    expect(toWallet.json<Withdrawal>()).toMatchObject({ method: 'crypto', walletAddress: ETHEREUM_ADDRESS });
    expect(await balanceOf(test.app, player)).toBe(2500);

    for (const { id } of [toBank.json<Withdrawal>(), toWallet.json<Withdrawal>()]) {
      const approved = await call(test.app, finance, 'POST', `/api/staff/withdrawals/${id}/approve`);
      expect(approved.json<Withdrawal>().status).toBe('complete');
    }
  });

  it.each([
    [{ account: 'DE89 3704 0044 0532 0130 01' }, 'body/account', 'validation.ibanChecksum'],
    [{ account: 'DE89 3704 0044 0532 0130' }, 'body/account', 'validation.ibanLength'],
    [{ account: '4111 1111 1111 1112' }, 'body/account', 'validation.cardNumberChecksum'],
    [
      { method: 'crypto', walletAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD' },
      'body/walletAddress',
      'validation.walletAddressChecksum',
    ],
    [
      { method: 'crypto', walletAddress: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5' },
      'body/walletAddress',
      'validation.walletAddressChecksum',
    ],
    [
      { method: 'crypto', walletAddress: ETHEREUM_ADDRESS, walletTag: '42' },
      'body/walletTag',
      'validation.walletTagNotUsed',
    ],
  ])('refuses %j: %s → %s, recording nothing', async (body, path, message) => {
    const player = await fundedPlayer(2000);
    const refused = await withdraw(player, { ...body, amount: 1000 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: { code: 'validation_failed', details: [{ path, message }] },
    });
    expect(await rowsOf(player.userId)).toEqual([]);
    expect(await balanceOf(test.app, player)).toBe(2000);
  });

  it('refuses missing form fields', async () => {
    const player = await fundedPlayer(2000);
    const missing = await withdraw(player, { method: 'crypto', amount: 1000 });
    expect(missing.json()).toMatchObject({
      error: { details: [{ path: 'body/walletAddress', message: 'validation.required' }] },
    });
    expect(await rowsOf(player.userId)).toEqual([]);
  });

  it('a retried request holds once; players cannot decide withdrawals', async () => {
    const player = await fundedPlayer(3000);
    const body = { amount: 1000, idempotencyKey: newKey() };
    const first = await withdraw(player, body);
    const retry = await withdraw(player, body);
    expect(retry.json<Withdrawal>().id).toBe(first.json<Withdrawal>().id);
    expect(await balanceOf(test.app, player)).toBe(2000);
    const id = first.json<Withdrawal>().id;
    const self = await call(test.app, player, 'POST', `/api/staff/withdrawals/${id}/reject`, {
      reason: 'mine',
    });
    expect(self.statusCode).toBe(403);
  });
});
