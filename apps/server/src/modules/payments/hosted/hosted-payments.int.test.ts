import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deposit, PaymentMethodsResponse, Withdrawal } from '@casino/contracts';
import { call, MANY_REGISTRATIONS, registerPlayer, type TestSession } from '../../../test/test-accounts.ts';
import {
  createTestApp,
  createTestDatabase,
  databaseKinds,
  type TestApp,
  type TestDatabase,
} from '../../../test/test-platform.ts';
import { checkLedger } from '../../wallet/ledger-check.ts';
import { paymentDeposits, paymentWithdrawals } from '../payments.tables.ts';
import {
  balanceOf,
  bankWithdrawal,
  completeProfile,
  markVerified,
  newKey,
  registerWithRole,
  startDeposit,
} from '../payments.test-support.ts';
import {
  FAKE_API_KEY,
  FAKE_WEBHOOK_SECRET,
  HOSTED_WEBHOOK_PATH,
  hostedApproval,
  hostedSignature,
  hostedWebhookHeaders,
  startFakeHostedProvider,
  type FakeHostedProvider,
} from './hosted.test-support.ts';

/**
 * The platform with PAYMENT_PROVIDER=hosted against a provider on 127.0.0.1: deposits go to the provider's
 * page and are credited by its signed webhook, withdrawals are paid out through its API, and nothing else in
 * the platform changes.
 */
describe.each(databaseKinds)('the hosted payment provider on %s', (kind) => {
  let fake: FakeHostedProvider;
  let database: TestDatabase;
  let test: TestApp;

  beforeAll(async () => {
    fake = await startFakeHostedProvider();
    database = await createTestDatabase(kind);
    test = await createTestApp(database, {
      config: {
        ...MANY_REGISTRATIONS,
        PAYMENT_PROVIDER: 'hosted',
        PAYMENT_HOSTED_API_URL: fake.url,
        PAYMENT_HOSTED_API_KEY: FAKE_API_KEY,
        PAYMENT_HOSTED_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
      },
    });
  });
  afterAll(async () => {
    await test?.close();
    await database?.dispose();
    await fake?.close();
  });

  const deliver = (raw: string, signature: string) =>
    test.app.inject({
      method: 'POST',
      url: HOSTED_WEBHOOK_PATH,
      headers: hostedWebhookHeaders(signature),
      payload: raw,
    });
  const statusOf = async (player: TestSession, paymentId: string) =>
    (await call(test.app, player, 'GET', `/api/payments/deposits/${paymentId}`)).json<Deposit>().status;
  const expectLedgerHealthy = async () => expect((await checkLedger(database.db)).problems).toEqual([]);

  it("sends the player to the provider's page and credits the signed approval once", async () => {
    const player = await registerPlayer(test.app);
    const { paymentId, redirectUrl } = await startDeposit(test.app, player, 2500);
    expect(redirectUrl).toMatch(/^https:\/\/pay\.provider\.test\/checkout\/chk_\d+$/);
    const raw = hostedApproval({ paymentId, redirectUrl }, 2500);

    const elsewhere = await deliver(raw, hostedSignature(raw, { path: '/api/payments/webhook/sandbox' }));
    expect(elsewhere.statusCode).toBe(401);
    expect(await balanceOf(test.app, player)).toBe(0);

    const approval = await deliver(raw, hostedSignature(raw));
    const replay = await deliver(raw, hostedSignature(raw));
    expect([approval.statusCode, replay.statusCode]).toEqual([200, 200]);
    expect(await statusOf(player, paymentId)).toBe('complete');
    expect(await balanceOf(test.app, player)).toBe(2500);
    await expectLedgerHealthy();
  });

  it('offers no crypto deposit: the methods list has none and a crypto deposit is refused, recording nothing', async () => {
    const methods = await call(test.app, undefined, 'GET', '/api/payments/methods');
    expect(methods.statusCode).toBe(200);
    const { items } = methods.json<PaymentMethodsResponse>();
    expect(items.map((method) => method.id)).toEqual(['card', 'instant-bank', 'bank-transfer']);
    expect(items.filter((method) => method.channel === 'crypto')).toEqual([]);

    const player = await registerPlayer(test.app);
    for (const asset of ['BTC', 'ETH', 'USDT'] as const) {
      const refused = await call(test.app, player, 'POST', '/api/payments/crypto/deposits', {
        asset,
        amount: 2500,
        idempotencyKey: newKey('crypto'),
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ error: { code: 'payment_method_unavailable' } });
    }
    const recorded = await database.db
      .select()
      .from(paymentDeposits)
      .where(eq(paymentDeposits.userId, player.userId));
    expect(recorded).toEqual([]);
    expect(await balanceOf(test.app, player)).toBe(0);
    // No chain reports arrivals: the sandbox chain's development control is not there either.
    expect(test.app.hasRoute({ method: 'POST', url: '/api/dev/payments/crypto/:paymentId/arrive' })).toBe(
      false,
    );
    await expectLedgerHealthy();
  });

  it('has no sandbox page: approving by payment id is impossible', async () => {
    const player = await registerPlayer(test.app);
    const { paymentId } = await startDeposit(test.app, player, 2000);
    for (const method of ['GET', 'POST'] as const) {
      const page = await test.app.inject({
        method,
        url: `/sandbox-pay/${paymentId}`,
        payload: 'decision=approve',
      });
      expect(page.statusCode).toBe(404);
    }
    expect(await statusOf(player, paymentId)).toBe('pending');
  });

  it('answers 502 while the provider is down; the same deposit retried later gets its page', async () => {
    const player = await registerPlayer(test.app);
    await completeProfile(test.app, player);
    const body = { methodId: 'card', amount: 3000, idempotencyKey: newKey('deposit') };
    fake.checkoutsDown = true;
    const down = await call(test.app, player, 'POST', '/api/payments/deposits', body);
    fake.checkoutsDown = false;
    expect(down.statusCode).toBe(502);
    expect(down.json()).toMatchObject({ error: { code: 'internal' } });
    const retry = await call(test.app, player, 'POST', '/api/payments/deposits', body);
    expect(retry.statusCode).toBe(201);
    expect(await balanceOf(test.app, player)).toBe(0);
  });

  it('pays a withdrawal out; an unanswered payout stays processing and the recovery job finishes it', async () => {
    const player = await registerPlayer(test.app);
    const finance = await registerWithRole(test.app, database.db, 'finance');
    await markVerified(database.db, player.userId);
    const deposit = await startDeposit(test.app, player, 5000);
    const approval = hostedApproval(deposit, 5000);
    expect((await deliver(approval, hostedSignature(approval))).statusCode).toBe(200);
    const requested = await call(test.app, player, 'POST', '/api/payments/withdrawals', bankWithdrawal(2000));
    const { id } = requested.json<Withdrawal>();

    fake.payouts = 'unavailable';
    const approved = await call(test.app, finance, 'POST', `/api/staff/withdrawals/${id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json<Withdrawal>().status).toBe('processing');
    expect(await balanceOf(test.app, player)).toBe(3000);

    // Two minutes later the provider answers again: the job asks with the same id and completes it.
    fake.payouts = 'accept';
    await database.db
      .update(paymentWithdrawals)
      .set({ updatedAt: new Date(Date.now() - 3 * 60_000) })
      .where(eq(paymentWithdrawals.id, id));
    expect(await test.jobs.runOnce('payments.resume-processing-withdrawals')).toBe(true);
    const [row] = await database.db.select().from(paymentWithdrawals).where(eq(paymentWithdrawals.id, id));
    expect(row?.status).toBe('complete');
    expect(row?.providerReference).toBe(`po_${id}`);
    const payouts = fake.calls.filter((entry) => entry.path === '/payouts' && entry.idempotencyKey === id);
    expect(payouts).toHaveLength(2);
    expect(await balanceOf(test.app, player)).toBe(3000);
    await expectLedgerHealthy();
  });

  it("pays a crypto withdrawal out through the provider's payout API to the player's wallet", async () => {
    const player = await registerPlayer(test.app);
    const finance = await registerWithRole(test.app, database.db, 'finance');
    await markVerified(database.db, player.userId);
    const deposit = await startDeposit(test.app, player, 5000);
    const approval = hostedApproval(deposit, 5000);
    expect((await deliver(approval, hostedSignature(approval))).statusCode).toBe(200);
    const requested = await call(test.app, player, 'POST', '/api/payments/withdrawals', {
      method: 'crypto',
      walletAddress: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      amount: 1500,
      idempotencyKey: newKey('withdraw'),
    });
    expect(requested.statusCode).toBe(201);
    const { id } = requested.json<Withdrawal>();
    const approved = await call(test.app, finance, 'POST', `/api/staff/withdrawals/${id}/approve`);
    expect(approved.json<Withdrawal>().status).toBe('complete');
    const payout = fake.calls.find((entry) => entry.path === '/payouts' && entry.idempotencyKey === id);
    expect(payout?.body).toEqual({
      merchantPayoutId: id,
      method: 'crypto',
      amount: 1500,
      currency: 'EUR',
      account: null,
      holderName: null,
      walletAddress: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      walletTag: null,
    });
    expect(await balanceOf(test.app, player)).toBe(3500);
    await expectLedgerHealthy();
  });

  it('returns the money when the provider refuses the payout', async () => {
    const player = await registerPlayer(test.app);
    const finance = await registerWithRole(test.app, database.db, 'finance');
    await markVerified(database.db, player.userId);
    const deposit = await startDeposit(test.app, player, 4000);
    const approval = hostedApproval(deposit, 4000);
    await deliver(approval, hostedSignature(approval));
    const requested = await call(test.app, player, 'POST', '/api/payments/withdrawals', bankWithdrawal(1500));
    fake.payouts = 'fail';
    const decided = await call(
      test.app,
      finance,
      'POST',
      `/api/staff/withdrawals/${requested.json<Withdrawal>().id}/approve`,
    );
    fake.payouts = 'accept';
    expect(decided.json<Withdrawal>()).toMatchObject({ status: 'failed', reason: 'The account is closed.' });
    expect(await balanceOf(test.app, player)).toBe(4000);
    await expectLedgerHealthy();
  });
});
