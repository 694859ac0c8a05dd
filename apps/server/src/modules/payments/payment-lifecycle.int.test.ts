import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  CryptoDepositCreated,
  Deposit,
  DepositList,
  TransactionPage,
  Withdrawal,
} from '@casino/contracts';
import { call, MANY_REGISTRATIONS, registerPlayer, type TestSession } from '../../test/test-accounts.ts';
import { databaseKinds, useTestApp } from '../../test/test-platform.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { paymentDeposits, paymentWithdrawals, sandboxProviderPayments } from './payments.tables.ts';
import {
  balanceOf,
  bankWithdrawal,
  decide,
  markVerified,
  newKey,
  registerWithRole,
  startDeposit,
} from './payments.test-support.ts';

/**
 * A payment's whole life as the player and the operator see it: the history line from the moment a deposit
 * starts, the profile a method needs, crypto payments settled by staff, and the jobs that finish what a
 * crash or an unreachable webhook left half done.
 */
describe.each(databaseKinds)('payment lifecycle on %s', (kind) => {
  const test = useTestApp(kind, { config: MANY_REGISTRATIONS });

  const history = async (player: TestSession, query = '') =>
    (
      await call(test.app, player, 'GET', `/api/wallet/payment-history?sort=amount_asc${query}`)
    ).json<TransactionPage>().items;
  const depositsOf = (userId: string) =>
    test.database.db.select().from(paymentDeposits).where(eq(paymentDeposits.userId, userId));

  async function expectLedgerHealthy() {
    const report = await checkLedger(test.database.db);
    expect(report.problems).toEqual([]);
  }

  it('a card needs the name on the profile and a bank transfer the address too; nothing is created', async () => {
    const player = await registerPlayer(test.app);
    const attempt = (methodId: string) =>
      call(test.app, player, 'POST', '/api/payments/deposits', {
        methodId,
        amount: 2000,
        idempotencyKey: newKey(),
      });
    const card = await attempt('card');
    expect(card.statusCode).toBe(409);
    expect(card.json()).toMatchObject({
      error: { code: 'profile_incomplete', details: [{ path: 'firstName' }, { path: 'surename' }] },
    });
    const transfer = await attempt('bank-transfer');
    expect(
      transfer.json<{ error: { details: { path: string }[] } }>().error.details.map((d) => d.path),
    ).toEqual(['firstName', 'surename', 'address', 'city', 'postCode']);
    expect(await depositsOf(player.userId)).toEqual([]);
    expect(await history(player)).toEqual([]);
  });

  it('every deposit is in the payment history from its start: pending, then complete, rejected or cancel', async () => {
    const player = await registerPlayer(test.app);
    const approved = await startDeposit(test.app, player, 1500);
    const declined = await startDeposit(test.app, player, 2500);
    const cancelled = await startDeposit(test.app, player, 3500);
    const open = await startDeposit(test.app, player, 4500);
    expect((await history(player)).map((row) => [row.amount, row.status, row.balanceAfter])).toEqual([
      [1500, 'pending', null],
      [2500, 'pending', null],
      [3500, 'pending', null],
      [4500, 'pending', null],
    ]);

    await decide(test.app, player, approved.redirectUrl, 'approve');
    await decide(test.app, player, declined.redirectUrl, 'decline');
    await decide(test.app, player, cancelled.redirectUrl, 'cancel');
    await decide(test.app, player, open.redirectUrl, 'pending');
    expect((await history(player)).map((row) => [row.amount, row.type, row.status, row.method])).toEqual([
      [1500, 'deposit', 'complete', 'Card'],
      [2500, 'deposit', 'rejected', 'Card'],
      [3500, 'deposit', 'cancel', 'Card'],
      [4500, 'deposit', 'pending', 'Card'],
    ]);
    expect((await history(player)).find((row) => row.amount === 1500)?.balanceAfter).toBe(1500);
    expect((await history(player, '&status=rejected')).map((row) => row.amount)).toEqual([2500]);
    expect((await history(player, '&status=complete')).map((row) => row.amount)).toEqual([1500]);
    expect(await balanceOf(test.app, player)).toBe(1500);
    await expectLedgerHealthy();
  });

  describe('crypto payments that are not confirmed', () => {
    async function notConfirmed(player: TestSession, amount: number): Promise<string> {
      const created = await call(test.app, player, 'POST', '/api/payments/crypto/deposits', {
        asset: 'USDT',
        amount,
        idempotencyKey: newKey('crypto'),
      });
      const { paymentId } = created.json<CryptoDepositCreated>();
      const arrived = await call(
        test.app,
        undefined,
        'POST',
        `/api/dev/payments/crypto/${paymentId}/arrive`,
        {
          assetAmount: '1',
        },
      );
      expect(arrived.json<Deposit>().status).toBe('notConfirmed');
      return paymentId;
    }
    const settle = (staff: TestSession, paymentId: string, decision: 'credit' | 'reject') =>
      call(test.app, staff, 'POST', `/api/staff/deposits/${paymentId}/settle`, { decision });

    it('show as notConfirmed, wait in the staff queue, and are credited or rejected once', async () => {
      const player = await registerPlayer(test.app);
      const finance = await registerWithRole(test.app, test.database.db, 'finance');
      const toCredit = await notConfirmed(player, 9200);
      const toReject = await notConfirmed(player, 4600);
      expect((await history(player)).map((row) => [row.amount, row.status])).toEqual([
        [4600, 'notConfirmed'],
        [9200, 'notConfirmed'],
      ]);
      const queue = (
        await call(test.app, finance, 'GET', '/api/staff/deposits/not-confirmed')
      ).json<DepositList>();
      expect(queue.items.map((item) => item.id)).toEqual(expect.arrayContaining([toCredit, toReject]));
      const [stored] = await test.database.db
        .select({ received: paymentDeposits.receivedAssetAmount })
        .from(paymentDeposits)
        .where(eq(paymentDeposits.id, toCredit));
      expect(stored?.received).toBe('1');

      const credited = await settle(finance, toCredit, 'credit');
      expect(credited.json<Deposit>().status).toBe('complete');
      expect((await settle(finance, toCredit, 'credit')).json<Deposit>().status).toBe('complete');
      expect((await settle(finance, toReject, 'reject')).json<Deposit>().status).toBe('rejected');
      // A settled payment cannot be settled the other way.
      expect((await settle(finance, toCredit, 'reject')).statusCode).toBe(409);

      expect(await balanceOf(test.app, player)).toBe(9200);
      expect((await history(player)).map((row) => [row.amount, row.status])).toEqual([
        [4600, 'rejected'],
        [9200, 'complete'],
      ]);
      const after = (
        await call(test.app, finance, 'GET', '/api/staff/deposits/not-confirmed')
      ).json<DepositList>();
      expect(after.items.map((item) => item.id)).not.toContain(toCredit);
      await expectLedgerHealthy();
    });
  });

  it('a withdrawal left processing by a crash during the payout is finished by the recovery job', async () => {
    const player = await registerPlayer(test.app);
    await markVerified(test.database.db, player.userId);
    const { redirectUrl } = await startDeposit(test.app, player, 5000);
    await decide(test.app, player, redirectUrl, 'approve');
    const requested = await call(test.app, player, 'POST', '/api/payments/withdrawals', bankWithdrawal(2000));
    const withdrawal = requested.json<Withdrawal>();
    // The approval claimed it and the process died before the provider answered.
    await test.database.db
      .update(paymentWithdrawals)
      .set({ status: 'processing', updatedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(paymentWithdrawals.id, withdrawal.id));
    expect(await balanceOf(test.app, player)).toBe(3000);

    expect(await test.jobs.runOnce('payments.resume-processing-withdrawals')).toBe(true);
    const [row] = await test.database.db
      .select()
      .from(paymentWithdrawals)
      .where(eq(paymentWithdrawals.id, withdrawal.id));
    expect(row?.status).toBe('complete');
    expect(row?.providerReference).toBe(`sandbox-payout-${withdrawal.id}`);
    expect(await balanceOf(test.app, player)).toBe(3000);
    const line = (await history(player, '&type=withdraw'))[0];
    expect([line?.amount, line?.status]).toEqual([2000, 'complete']);
    await expectLedgerHealthy();
  });

  it('a webhook the platform refused is delivered again by the retry job, with the same event', async () => {
    const player = await registerPlayer(test.app);
    const { paymentId, redirectUrl } = await startDeposit(test.app, player, 2200);
    const providerId = new URL(redirectUrl).pathname.split('/').pop() ?? '';
    const sandboxRow = () =>
      test.database.db
        .select()
        .from(sandboxProviderPayments)
        .where(eq(sandboxProviderPayments.id, providerId))
        .then((rows) => rows[0]);
    // The provider's record disagrees with the platform's, so the platform refuses the event (400).
    await test.database.db
      .update(sandboxProviderPayments)
      .set({ amount: 2300 })
      .where(eq(sandboxProviderPayments.id, providerId));
    await decide(test.app, player, redirectUrl, 'approve');
    expect(await balanceOf(test.app, player)).toBe(0);
    const refused = await sandboxRow();
    expect(refused?.deliveryAttempts).toBe(1);
    expect(refused?.webhookDeliveredAt).toBeNull();
    expect(refused?.nextDeliveryAt?.getTime()).toBeGreaterThan(Date.now() + 20_000);

    // Not due yet: the job leaves it alone.
    await test.jobs.runOnce('sandbox.webhook-redelivery');
    expect((await sandboxRow())?.deliveryAttempts).toBe(1);

    // The provider fixes its record; once the retry is due, the job delivers it and the deposit is credited.
    await test.database.db
      .update(sandboxProviderPayments)
      .set({ amount: 2200, nextDeliveryAt: new Date(Date.now() - 1000) })
      .where(eq(sandboxProviderPayments.id, providerId));
    // The lease is held for one interval after a run; a later run on this node takes it again.
    expect(await test.jobs.runOnce('sandbox.webhook-redelivery')).toBe(true);
    const delivered = await sandboxRow();
    expect(delivered?.webhookDeliveredAt).not.toBeNull();
    expect(delivered?.nextDeliveryAt).toBeNull();
    expect(await balanceOf(test.app, player)).toBe(2200);
    const deposit = (
      await call(test.app, player, 'GET', `/api/payments/deposits/${paymentId}`)
    ).json<Deposit>();
    expect(deposit.status).toBe('complete');
    await expectLedgerHealthy();
  });
});
