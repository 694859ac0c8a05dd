import { randomUUID } from 'node:crypto';
import { compactBankAccount, type PlayerCurrency } from '@casino/rules';
import type { Withdrawal, WithdrawalRequest, WithdrawalStatus } from '@casino/contracts';
import { AppError } from '../../platform/errors.ts';
import { requestHash, type PaymentsContext } from './payments.context.ts';
import * as repo from './payments.repo.ts';

/** A payout takes well under a second; a withdrawal processing for this long was interrupted. */
const STUCK_AFTER_MS = 2 * 60_000;

const METHOD_NAMES = { bank: 'Bank transfer', crypto: 'Crypto' } as const;

function toWithdrawal(row: repo.WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    userId: row.userId,
    method: row.method,
    account: row.account,
    cardHolderName: row.cardHolderName,
    walletAddress: row.walletAddress,
    walletTag: row.walletTag,
    amount: row.amount,
    currency: row.currency as PlayerCurrency,
    status: row.status,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Withdrawals: the amount is held by a pending ledger transfer from the request on; staff approve it (paid
 * out through the provider, then posted) or reject it (voided, the money returns). Players cannot cancel.
 */
export function createWithdrawalsService(context: PaymentsContext) {
  const { db, wallet, provider, now } = context;

  /** Holds the money; a retry of the same request (or a crash before) completes the same hold. */
  async function hold(row: repo.WithdrawalRow): Promise<repo.WithdrawalRow> {
    const result = await wallet.transfer({
      idempotencyKey: `withdraw:${row.id}`,
      type: 'withdraw',
      currency: row.currency,
      lines: [
        {
          from: { owner: 'player', userId: row.userId, kind: 'real' },
          to: { owner: 'platform', kind: 'payment_clearing', key: row.provider },
          amount: row.amount,
        },
      ],
      phase: 'pending',
      status: 'pending',
      method: METHOD_NAMES[row.method],
      reference: { kind: 'withdrawal', id: row.id },
      userId: row.userId,
    });
    await repo.updateWithdrawal(db, row.id, { transferId: result.transferId });
    return { ...row, transferId: result.transferId };
  }

  async function payOut(row: repo.WithdrawalRow & { transferId: string }): Promise<void> {
    const payout = await provider.payout({
      withdrawalId: row.id,
      method: row.method,
      amount: row.amount,
      currency: row.currency,
      account: row.account,
      cardHolderName: row.cardHolderName,
      walletAddress: row.walletAddress,
      walletTag: row.walletTag,
    });
    if (payout.outcome === 'accepted') {
      await wallet.post(row.transferId, `withdraw-post:${row.id}`, 'complete');
      await repo.transitionWithdrawal(db, row.id, 'processing', 'complete', {
        providerReference: payout.reference,
        updatedAt: now(),
      });
    } else if (payout.outcome === 'failed') {
      await wallet.void(row.transferId, `withdraw-void:${row.id}`, 'failed');
      await repo.transitionWithdrawal(db, row.id, 'processing', 'failed', {
        reason: payout.reason,
        updatedAt: now(),
      });
    }
    // 'unknown': the provider may have paid. The withdrawal stays processing (money held) and the recovery
    // job asks again with the same id until the provider gives a final answer.
  }

  async function decided(id: string): Promise<Withdrawal> {
    const row = await repo.findWithdrawal(db, id);
    if (!row) throw AppError.notFound('No such withdrawal.');
    return toWithdrawal(row);
  }

  async function claim(id: string, to: WithdrawalStatus, staffId: string, reason?: string) {
    const row = await repo.findWithdrawal(db, id);
    if (!row) throw AppError.notFound('No such withdrawal.');
    const claimed = await repo.transitionWithdrawal(db, id, 'pending', to, {
      decidedBy: staffId,
      updatedAt: now(),
      ...(reason === undefined ? {} : { reason }),
    });
    if (!claimed || !claimed.transferId)
      throw new AppError('conflict', 409, `The withdrawal is ${row.status}, not pending.`);
    return { ...claimed, transferId: claimed.transferId };
  }

  return {
    async request(userId: string, input: WithdrawalRequest): Promise<Withdrawal> {
      const status = await context.verificationStatusOf(userId);
      if (status !== 'verified')
        throw new AppError('verification_required', 403, `Verify your account first (status: ${status}).`);
      // Real money is always withdrawable; an active bonus is forfeited first, once the player has confirmed it.
      if (await context.hasActiveBonus(userId)) {
        if (!input.forfeitBonus)
          throw new AppError('bonus_active', 409, 'Withdrawing forfeits the active bonus: confirm to go on.');
        await context.forfeitBonusForWithdrawal(userId);
      }
      const currency = await context.currencyOf(userId);
      if (!currency) throw AppError.notFound('No such account.');
      await wallet.openPlayerAccounts(userId, currency);
      const fields = {
        method: input.method,
        // Kept and paid to in the electronic form (no spaces), so the same account typed twice is one request.
        account: input.method === 'bank' && input.account ? compactBankAccount(input.account) : null,
        cardHolderName: input.method === 'bank' ? (input.cardHolderName ?? null) : null,
        walletAddress: input.method === 'crypto' ? (input.walletAddress ?? null) : null,
        walletTag: input.method === 'crypto' ? (input.walletTag ?? null) : null,
        amount: input.amount,
      };
      const hash = requestHash(fields);
      const { row, created } = await repo.insertWithdrawal(db, {
        id: randomUUID(),
        userId,
        idempotencyKey: input.idempotencyKey,
        requestHash: hash,
        provider: provider.name,
        currency,
        ...fields,
      });
      if (!created) {
        if (row.requestHash !== hash)
          throw new AppError(
            'idempotency_conflict',
            409,
            'This idempotency key was used for another request.',
          );
        if (row.transferId) return toWithdrawal(row);
      }
      try {
        return toWithdrawal(await hold(row));
      } catch (error) {
        // The wallet refused (e.g. insufficient funds): nothing is held, so the request leaves no trace. Other
        // failures keep the row: a retry with the same key completes the same hold.
        if (error instanceof AppError) await repo.deleteWithdrawal(db, row.id);
        throw error;
      }
    },

    async list(status: WithdrawalStatus) {
      return { items: (await repo.listWithdrawals(db, status)).map(toWithdrawal) };
    },

    /**
     * pending → processing → paid out → complete; a refused payout voids the hold (failed, money back); a payout
     * the provider did not answer stays processing for the recovery job.
     */
    async approve(id: string, staffId: string): Promise<Withdrawal> {
      const row = await claim(id, 'processing', staffId);
      await wallet.setStatus(row.transferId, 'processing');
      await payOut(row);
      return decided(id);
    },

    /**
     * Finishes withdrawals left in processing by a crash during the payout or an unanswered payout (run by a
     * periodic job). The provider takes the withdrawal id as its idempotency key, so asking again never pays
     * twice.
     */
    async resumeProcessing(): Promise<number> {
      const before = new Date(now().getTime() - STUCK_AFTER_MS);
      const stuck = await repo.listWithdrawalsUpdatedBefore(db, 'processing', before);
      for (const row of stuck) if (row.transferId) await payOut({ ...row, transferId: row.transferId });
      return stuck.length;
    },

    async reject(id: string, staffId: string, reason: string): Promise<Withdrawal> {
      const row = await claim(id, 'rejected', staffId, reason);
      await wallet.void(row.transferId, `withdraw-void:${row.id}`, 'rejected');
      return decided(id);
    },
  };
}

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;
