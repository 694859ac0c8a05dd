import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_MONEY_MINOR_UNITS } from '@casino/rules';
import type {
  ErrorBody,
  SeamlessBalanceAnswer,
  SeamlessTransactionAnswer,
  ShortBalance,
  TransactionPage,
} from '@casino/contracts';
import { call, MANY_REGISTRATIONS, registerPlayer, type TestSession } from '../../test/test-accounts.ts';
import { databaseKinds, useTestApp } from '../../test/test-platform.ts';
import {
  externalId,
  fund,
  launchToken,
  ledgerProblems,
  seamlessCall,
  studioSecret,
} from '../game-wallet/game-wallet.test-support.ts';
import {
  completeProfile,
  eventFor,
  registerWithRole,
  sendWebhook,
  startDeposit,
} from '../payments/payments.test-support.ts';

const MAX = MAX_MONEY_MINOR_UNITS;
const SANDBOX_SECRET = 'production-test-secret-0123456789';

/** The production build (with the secrets production requires) and the test configuration. */
const MODES = {
  production: {
    NODE_ENV: 'production',
    PAYMENT_SANDBOX_SECRET: SANDBOX_SECRET,
    PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
    STUDIO_WALLET_SECRET: 'production-studio-secret-0123456789',
  },
  test: { PAYMENT_SANDBOX_SECRET: SANDBOX_SECRET },
};
const cases = databaseKinds.flatMap((kind) =>
  Object.entries(MODES).map(([mode, config]) => ({ kind, mode, config })),
);

/**
 * Huge amounts sent to every door money comes in by (seamless win, staff adjustment, deposit): refused before
 * anything is committed, and the wallet reads keep answering even when the database holds a value beyond the
 * maximum.
 */
describe.each(cases)('amounts beyond the money maximum on $kind in $mode mode', ({ kind, config }) => {
  const test = useTestApp(kind, { config: { ...MANY_REGISTRATIONS, ...config } });
  const secret = () => studioSecret(test.platform);

  async function player(balance: number): Promise<TestSession & { token: string }> {
    const session = await registerPlayer(test.app);
    if (balance > 0) await fund(test.platform, session.userId, balance);
    return { ...session, token: await launchToken(test.platform, session.userId) };
  }

  const get = (session: TestSession, url: string) => call(test.app, session, 'GET', url);
  const balanceOf = async (session: TestSession) =>
    (await get(session, '/api/wallet/balance')).json<ShortBalance>().balanceMain;

  const win = (who: { token: string }, amount: number, transactionId = externalId('win')) => ({
    token: who.token,
    transactionId,
    roundId: externalId('round'),
    gameId: 'lumen-slot',
    roundClosed: true,
    amount,
    currency: 'EUR',
  });

  /** Every read of the player's wallet answers 200. */
  async function expectReadsAnswer(session: TestSession) {
    for (const url of [
      '/api/wallet/balance',
      '/api/wallet/balance/full',
      '/api/wallet/bonus-account',
      '/api/wallet/payment-history',
      '/api/wallet/game-transactions?tab=basic',
      '/api/wallet/game-transactions?tab=bonus',
    ])
      expect((await get(session, url)).statusCode, url).toBe(200);
  }

  it('refuses a seamless win of 2^53 or of the maximum plus one at validation; nothing moves', async () => {
    const who = await player(1_000);
    for (const amount of [2 ** 53, MAX + 1]) {
      const response = await seamlessCall(test.app, secret(), 'win', win(who, amount));
      expect(response.statusCode, String(amount)).toBe(400);
      expect(response.json()).toMatchObject({ status: 'ERROR', code: 'INVALID_REQUEST' });
    }
    expect(await balanceOf(who)).toBe(1_000);
    await expectReadsAnswer(who);
    expect(await ledgerProblems(test.platform)).toEqual([]);
  });

  it('refuses a seamless win that would take the balance above the maximum, for good, moving nothing', async () => {
    const who = await player(1_000);
    const body = win(who, MAX);
    const refusal = { status: 'ERROR', code: 'AMOUNT_OUT_OF_RANGE', balance: 1_000, currency: 'EUR' };
    const first = await seamlessCall(test.app, secret(), 'win', body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(refusal);
    // A refusal is the transaction id's final answer, as for every refusal of the protocol.
    expect((await seamlessCall(test.app, secret(), 'win', body)).json()).toEqual(refusal);
    expect(await balanceOf(who)).toBe(1_000);
    expect((await get(who, '/api/wallet/game-transactions?tab=basic')).json<TransactionPage>().total).toBe(0);

    // Up to the maximum exactly is paid; beyond it, refused again; a bet still works.
    const filled = await seamlessCall(test.app, secret(), 'win', win(who, MAX - 1_000));
    expect(filled.json<SeamlessTransactionAnswer>()).toMatchObject({ status: 'OK', balance: MAX });
    const more = await seamlessCall(test.app, secret(), 'win', win(who, 1));
    expect(more.json()).toMatchObject({ code: 'AMOUNT_OUT_OF_RANGE', balance: MAX });
    const bet = await seamlessCall(test.app, secret(), 'bet', { ...win(who, 500), roundClosed: false });
    expect(bet.json<SeamlessTransactionAnswer>()).toMatchObject({ status: 'OK', balance: MAX - 500 });
    expect(await balanceOf(who)).toBe(MAX - 500);
    await expectReadsAnswer(who);
    expect(await ledgerProblems(test.platform)).toEqual([]);
  });

  it('refuses a staff adjustment beyond the maximum (400) or taking the balance beyond it (409)', async () => {
    const finance = await registerWithRole(test.app, test.database.db, 'finance');
    const who = await player(1_000);
    const adjust = (amount: number, idempotencyKey: string = randomUUID()) =>
      call(test.app, finance, 'POST', '/api/staff/wallet/adjust', {
        userId: who.userId,
        amount,
        reason: 'Correction',
        idempotencyKey,
      });
    for (const amount of [MAX + 1, -(MAX + 1), 2 ** 53]) {
      const response = await adjust(amount);
      expect(response.statusCode, String(amount)).toBe(400);
      const { error } = response.json<ErrorBody>();
      expect(error.code).toBe('validation_failed');
      expect(error.details).toContainEqual(
        expect.objectContaining({ message: 'apiErrors.amount_above_maximum' }),
      );
    }
    const key = randomUUID();
    const over = await adjust(MAX, key);
    expect(over.statusCode).toBe(409);
    expect(over.json<ErrorBody>().error.code).toBe('amount_out_of_range');
    expect(await balanceOf(who)).toBe(1_000);
    // The refused key moved nothing and stays free for the corrected adjustment.
    const corrected = await adjust(MAX - 1_000, key);
    expect(corrected.statusCode).toBe(200);
    expect(await balanceOf(who)).toBe(MAX);
    expect(await ledgerProblems(test.platform)).toEqual([]);
  });

  it('refuses deposit and withdrawal amounts beyond the maximum with the amount-above-maximum message', async () => {
    const who = await player(0);
    await completeProfile(test.app, who);
    const idempotencyKey = `range-${randomUUID()}`;
    const requests = {
      '/api/payments/deposits': { methodId: 'card', amount: MAX + 1, idempotencyKey },
      '/api/payments/withdrawals': {
        method: 'bank',
        account: 'DE89 3704 0044 0532 0130 00',
        cardHolderName: 'Anna Berg',
        amount: MAX + 1,
        idempotencyKey,
      },
    };
    for (const [url, body] of Object.entries(requests)) {
      const response = await call(test.app, who, 'POST', url, body);
      expect(response.statusCode, url).toBe(400);
      expect(response.json<ErrorBody>().error.details, url).toContainEqual({
        path: 'body/amount',
        message: 'apiErrors.amount_above_maximum',
      });
    }
  });

  it('credits a confirmed deposit only while it fits under the maximum, and then once', async () => {
    const who = await player(0);
    const { paymentId, redirectUrl } = await startDeposit(test.app, who, 2_500);
    await fund(test.platform, who.userId, MAX - 1_000);
    const approved = eventFor({
      paymentId: new URL(redirectUrl).pathname.split('/').pop() ?? '',
      merchantPaymentId: paymentId,
      status: 'approved',
      amount: 2_500,
      currency: 'EUR',
    });
    const refused = await sendWebhook(test.app, approved, { secret: SANDBOX_SECRET });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().error.code).toBe('amount_out_of_range');
    expect(await balanceOf(who)).toBe(MAX - 1_000);
    const history = (await get(who, '/api/wallet/payment-history')).json<TransactionPage>();
    expect(history.items.map((row) => [row.type, row.status])).toEqual([['deposit', 'pending']]);
    expect(await ledgerProblems(test.platform)).toEqual([]);

    // A new deposit would not fit either: refused before the player is sent to pay.
    const another = await call(test.app, who, 'POST', '/api/payments/deposits', {
      methodId: 'card',
      amount: 2_500,
      idempotencyKey: `range-${randomUUID()}`,
    });
    expect(another.statusCode).toBe(409);
    expect(another.json<ErrorBody>().error.code).toBe('amount_out_of_range');

    // The player plays some money away; the provider's redelivery now credits the deposit, once.
    const bet = await seamlessCall(test.app, secret(), 'bet', { ...win(who, 5_000), roundClosed: false });
    expect(bet.json<SeamlessTransactionAnswer>()).toMatchObject({ status: 'OK' });
    expect((await sendWebhook(test.app, approved, { secret: SANDBOX_SECRET })).statusCode).toBe(200);
    expect((await sendWebhook(test.app, approved, { secret: SANDBOX_SECRET })).statusCode).toBe(200);
    expect(await balanceOf(who)).toBe(MAX - 3_500);
    expect(await ledgerProblems(test.platform)).toEqual([]);
  });

  it('answers every wallet read when the database holds values beyond the maximum', async () => {
    const who = await player(1_000);
    const paid = await seamlessCall(test.app, secret(), 'win', win(who, 700));
    const { platformTransactionId } = paid.json<SeamlessTransactionAnswer & { status: 'OK' }>();
    const stored = (2n ** 62n).toString();
    const { db } = test.database;
    const setReal = (value: string) =>
      db.execute(
        sql`update ledger_accounts set balance = ${value}::bigint where user_id = ${who.userId} and kind = 'real'`,
      );
    const setLine = (amount: string, after: string) =>
      db.execute(
        sql`update transfers set amount = ${amount}::bigint, credit_balance_after = ${after}::bigint
            where id = ${platformTransactionId}`,
      );
    await setReal(stored);
    await setLine(stored, stored);

    await expectReadsAnswer(who);
    expect((await get(who, '/api/wallet/balance')).json<ShortBalance>()).toEqual({
      currency: 'EUR',
      balanceMain: MAX,
      bonusCasino: 0,
      balance: MAX,
    });
    const line = await get(who, `/api/wallet/transactions/${platformTransactionId}`);
    expect(line.json()).toMatchObject({ amount: MAX, balanceAfter: MAX });
    const games = (await get(who, '/api/wallet/game-transactions?tab=basic')).json<TransactionPage>();
    expect(games.items.map((row) => row.amount)).toEqual([MAX]);
    const balance = await seamlessCall(test.app, secret(), 'balance', { token: who.token });
    expect(balance.json<SeamlessBalanceAnswer>()).toMatchObject({ status: 'OK', balance: MAX });

    const problems = await ledgerProblems(test.platform);
    expect(problems).toContainEqual(
      expect.stringMatching(`balance ${stored} with 0 reserved is above the maximum`),
    );
    expect(problems).toContainEqual(
      `transfer ${platformTransactionId}: amount ${stored}, credit balance after ${stored} above the maximum of ${MAX}`,
    );
    await setReal('1700');
    await setLine('700', '1700');
    expect(await ledgerProblems(test.platform)).toEqual([]);
  });
});
