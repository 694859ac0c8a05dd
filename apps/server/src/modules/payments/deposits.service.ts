import { randomUUID } from 'node:crypto';
import type { PlayerCurrency } from '@casino/rules';
import {
  depositLimits,
  missingProfileFields,
  type PaymentProfileField,
  type CryptoDepositCreated,
  type CryptoDepositRequest,
  type Deposit,
  type DepositCreated,
  type DepositRequest,
} from '@casino/contracts';
import { AppError } from '../../platform/errors.ts';
import { companionWrite } from '../wallet/companion-write.ts';
import { assetAmountFor, depositAddress, quoteRate, sameAssetAmount } from './crypto-quote.ts';
import { cryptoMethodId, findMethod, offeredMethod } from './methods.ts';
import { requestHash, type PaymentsContext } from './payments.context.ts';
import * as repo from './payments.repo.ts';
import { WebhookRejected, type ProviderOutcome, type WebhookRequest } from './provider.ts';

export function toDeposit(row: repo.DepositRow): Deposit {
  return {
    id: row.id,
    channel: row.channel,
    methodId: row.methodId,
    method: findMethod(row.methodId)?.name ?? row.methodId,
    amount: row.amount,
    currency: row.currency as PlayerCurrency,
    status: row.status,
    asset: row.asset,
    assetAmount: row.assetAmount,
    address: row.address,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A deposit recorded after another of the player's took the risk ticket its check read: checked again. */
class Outrun extends Error {}

/** Checks of one deposit before it gives up (each failure means another deposit or stake was recorded). */
const MAX_CHECKS = 5;

/** The deposit's status for each final provider outcome. */
const OUTCOME_STATUS = { approved: 'complete', declined: 'failed', cancelled: 'cancel' } as const;

/** Deposits: bank payments through the provider's hosted page and webhook, crypto payments to the player's address. */
export function createDepositsService(context: PaymentsContext) {
  const { db, wallet, provider, offer, now } = context;

  async function currencyOf(userId: string): Promise<PlayerCurrency> {
    const currency = await context.currencyOf(userId);
    if (!currency) throw AppError.notFound('No such account.');
    return currency;
  }

  /** §5: a positive amount, at least the minimum and at most the maximum of the player's currency. */
  function checkLimits(amount: number, currency: PlayerCurrency): void {
    const limits = depositLimits(currency);
    if (amount < limits.min)
      throw new AppError('amount_below_minimum', 400, 'The amount is below the minimum.');
    if (amount > limits.max)
      throw new AppError('amount_above_maximum', 400, 'The amount is above the maximum.');
  }

  /** A method paid from an account in the player's name needs that name (and more) on the profile first. */
  async function checkProfile(userId: string, required: readonly PaymentProfileField[]): Promise<void> {
    if (required.length === 0) return;
    const missing = missingProfileFields(required, await context.profileOf(userId));
    if (missing.length > 0)
      throw new AppError(
        'profile_incomplete',
        409,
        'The profile lacks details this method needs.',
        missing.map((field) => ({ path: field, message: 'required' })),
      );
  }

  function sameRequest(row: repo.DepositRow, hash: string): void {
    if (row.requestHash !== hash)
      throw new AppError('idempotency_conflict', 409, 'This idempotency key was used for another request.');
  }

  /**
   * Records a new deposit once the player-protection check allows it (a repeat of a recorded one is answered
   * without a new check: it risks nothing more). The check's risk ticket is taken in the transaction that records
   * the deposit; one outrun by another deposit or stake of the player is checked again, so two deposits made at
   * once cannot both fit under a limit that holds one (docs/player-protection.md, "Checks that race").
   */
  async function recordChecked(hash: string, deposit: repo.NewDeposit): Promise<repo.DepositRow> {
    const { userId, amount, currency } = deposit;
    for (let check = 1; ; check++) {
      const recorded = await repo.depositByKey(db, userId, deposit.idempotencyKey);
      if (recorded) {
        sameRequest(recorded, hash);
        return recorded;
      }
      const { ticket } = await context.assertMayRisk(userId, { kind: 'deposit', amount, currency });
      try {
        return await db.transaction(async (tx) => {
          const inserted = await repo.insertDeposit(tx, deposit);
          if (inserted.created && !(await context.takeRiskTicket(tx, userId, ticket))) throw new Outrun();
          // A twin with the same key recorded first: answered as a repeat.
          if (!inserted.created) sameRequest(inserted.row, hash);
          return inserted.row;
        });
      } catch (error) {
        if (!(error instanceof Outrun) || check >= MAX_CHECKS) throw error;
      }
    }
  }

  /**
   * The deposit's ledger transfer, pending from the moment the player is sent to pay (so the payment history
   * shows it), then posted or voided by the outcome. Its key is derived from the payment, so it exists once.
   */
  async function pendingTransfer(row: repo.DepositRow): Promise<string> {
    if (row.transferId) return row.transferId;
    await wallet.openPlayerAccounts(row.userId, row.currency);
    const result = await wallet.transfer({
      idempotencyKey: `deposit:${row.id}`,
      type: 'deposit',
      currency: row.currency,
      lines: [
        {
          from: { owner: 'platform', kind: 'payment_clearing', key: row.provider },
          to: { owner: 'player', userId: row.userId, kind: 'real' },
          amount: row.amount,
        },
      ],
      phase: 'pending',
      status: 'pending',
      method: findMethod(row.methodId)?.name ?? row.methodId,
      reference: { kind: 'payment', id: row.id },
      userId: row.userId,
      companion: companionWrite(repo.linkedToTransfer, { id: row.id }),
    });
    // A transfer made before (its key replayed) was linked by its own statement; this repairs older rows.
    if (!result.applied) await repo.updateDeposit(db, row.id, { transferId: result.transferId });
    return result.transferId;
  }

  /** Credits a confirmed deposit: posts its transfer, once, telling the bonus engine in the same commit. */
  async function credit(row: repo.DepositRow): Promise<void> {
    await wallet.post(await pendingTransfer(row), `deposit-post:${row.id}`, 'complete', [
      {
        type: 'payments.deposit-credited',
        userId: row.userId,
        payload: {
          paymentId: row.id,
          amount: row.amount,
          currency: row.currency,
          promoCode: row.promoCode,
          claimBonus: row.claimBonus,
        },
      },
    ]);
  }

  /** A declined or cancelled deposit stays in the history with its status; nothing is credited. */
  async function refuse(row: repo.DepositRow, status: 'rejected' | 'cancel'): Promise<void> {
    await wallet.void(await pendingTransfer(row), `deposit-void:${row.id}`, status);
  }

  /** Terminal statuses never change again: a late or repeated event has no effect. */
  async function applyOutcome(row: repo.DepositRow, outcome: ProviderOutcome): Promise<void> {
    if (outcome === 'pending') return;
    const target = OUTCOME_STATUS[outcome];
    const current = (await repo.transitionDeposit(db, row.id, ['pending'], target, now())) ?? row;
    // Also when it was already final: a crash between the status and the transfer is repaired by the retry.
    if (current.status === 'complete') await credit(current);
    else if (current.status === 'failed') await refuse(current, 'rejected');
    else if (current.status === 'cancel') await refuse(current, 'cancel');
  }

  return {
    async create(userId: string, input: DepositRequest): Promise<DepositCreated> {
      const method = offeredMethod(offer, input.methodId);
      if (!method || method.channel !== 'bank')
        throw new AppError('bad_request', 400, 'There is no such bank payment method.');
      await checkProfile(userId, method.requiredFields);
      const currency = await currencyOf(userId);
      checkLimits(input.amount, currency);
      // A code the bonus engine does not accept for this player now is refused before anything is recorded.
      const promoCode = input.promoCode ? await context.checkDepositPromoCode(userId, input.promoCode) : null;
      const hash = requestHash({
        methodId: input.methodId,
        amount: input.amount,
        ...(promoCode ? { promoCode } : {}),
        ...(input.claimBonus ? { claimBonus: true } : {}),
      });
      const row = await recordChecked(hash, {
        id: randomUUID(),
        userId,
        idempotencyKey: input.idempotencyKey,
        requestHash: hash,
        channel: 'bank',
        methodId: method.id,
        provider: provider.name,
        currency,
        amount: input.amount,
        promoCode,
        claimBonus: input.claimBonus ?? false,
        createdAt: now(),
      });
      await pendingTransfer(row);
      // Providers take the merchant's payment id as their idempotency key, so a retry gets the same page.
      const payment = await provider.createPayment({
        paymentId: row.id,
        amount: row.amount,
        currency: row.currency,
        description: `${method.name} deposit`,
      });
      if (row.providerReference !== payment.providerReference)
        await repo.updateDeposit(db, row.id, { providerReference: payment.providerReference });
      return { paymentId: row.id, redirectUrl: payment.redirectUrl };
    },

    async ownDeposit(userId: string, id: string): Promise<Deposit> {
      const row = await repo.findDeposit(db, id);
      if (!row || row.userId !== userId) throw AppError.notFound('No such deposit.');
      return toDeposit(row);
    },

    /**
     * A provider's webhook: verified (401 otherwise), then applied once. A replayed event id is acknowledged
     * and ignored; the status machine and the transfer's key make even a new event about the same outcome
     * harmless.
     */
    async handleWebhook(request: WebhookRequest): Promise<void> {
      let event;
      try {
        event = provider.verifyWebhook(request);
      } catch (error) {
        if (error instanceof WebhookRejected) throw new AppError('unauthorized', 401, error.message);
        throw error;
      }
      if (await repo.webhookEventSeen(db, provider.name, event.eventId)) return;
      const row = await repo.findDeposit(db, event.merchantPaymentId);
      if (!row || row.provider !== provider.name || row.channel !== 'bank')
        throw AppError.notFound('No such payment.');
      if (row.amount !== event.amount || row.currency !== event.currency)
        throw new AppError('bad_request', 400, 'The event does not match the payment.');
      await applyOutcome(row, event.outcome);
      await repo.recordWebhookEvent(db, provider.name, event.eventId, row.id);
    },

    async createCrypto(userId: string, input: CryptoDepositRequest): Promise<CryptoDepositCreated> {
      // Only while a chain watches the address: a transfer nobody sees could never be credited.
      const method = offeredMethod(offer, cryptoMethodId(input.asset));
      if (offer.cryptoChain === null || method?.channel !== 'crypto')
        throw new AppError(
          'payment_method_unavailable',
          409,
          'Crypto deposits are not available. Choose a bank payment method.',
        );
      const currency = await currencyOf(userId);
      checkLimits(input.amount, currency);
      const rate = quoteRate(context.config.cryptoRates[input.asset], currency);
      const hash = requestHash({
        asset: input.asset,
        amount: input.amount,
        ...(input.claimBonus ? { claimBonus: true } : {}),
      });
      const row = await recordChecked(hash, {
        id: randomUUID(),
        userId,
        idempotencyKey: input.idempotencyKey,
        requestHash: hash,
        channel: 'crypto',
        methodId: method.id,
        provider: offer.cryptoChain,
        currency,
        amount: input.amount,
        asset: input.asset,
        claimBonus: input.claimBonus ?? false,
        rate,
        assetAmount: assetAmountFor(input.amount, currency, rate, input.asset),
        address: depositAddress(context.config.paymentSandboxSecret, userId, input.asset),
        expiresAt: new Date(now().getTime() + context.config.cryptoQuoteMinutes * 60_000),
        createdAt: now(),
      });
      return {
        paymentId: row.id,
        asset: input.asset,
        address: row.address ?? '',
        assetAmount: row.assetAmount ?? '',
        rate: row.rate ?? '',
        expiresAt: (row.expiresAt ?? now()).toISOString(),
      };
    },

    /**
     * The sandbox chain saw a transfer to the payment's address. Credited once, and only when it matches the
     * stated amount exactly before the quote expired; otherwise the payment is 'notConfirmed' for staff.
     */
    async cryptoArrived(paymentId: string, assetAmount: string): Promise<Deposit> {
      const row = await repo.findDeposit(db, paymentId);
      if (!row || row.channel !== 'crypto' || !row.asset) throw AppError.notFound('No such crypto payment.');
      if (row.status === 'pending') {
        const inTime = row.expiresAt === null || now() <= row.expiresAt;
        const exact = row.assetAmount !== null && sameAssetAmount(row.assetAmount, assetAmount, row.asset);
        await repo.transitionDeposit(
          db,
          row.id,
          ['pending'],
          exact && inTime ? 'complete' : 'notConfirmed',
          now(),
          { receivedAssetAmount: assetAmount },
        );
      }
      const current = (await repo.findDeposit(db, paymentId)) ?? row;
      if (current.status === 'complete') await credit(current);
      // Seen on the chain but not as stated: shown to the player, held for staff to settle.
      if (current.status === 'notConfirmed')
        await wallet.setStatus(await pendingTransfer(current), 'notConfirmed');
      return toDeposit((await repo.findDeposit(db, paymentId)) ?? current);
    },

    /**
     * Staff settle a crypto payment that arrived late or with another amount: credit the stated amount
     * (the coins are kept) or reject it (the coins are sent back on the chain, outside the ledger).
     */
    async settleNotConfirmed(
      paymentId: string,
      decision: 'credit' | 'reject',
      staffId: string,
    ): Promise<Deposit> {
      const row = await repo.findDeposit(db, paymentId);
      if (!row || row.channel !== 'crypto') throw AppError.notFound('No such crypto payment.');
      const target = decision === 'credit' ? 'complete' : 'rejected';
      const settled = await repo.transitionDeposit(db, row.id, ['notConfirmed'], target, now(), {
        settledBy: staffId,
      });
      const current = settled ?? row;
      if (current.status !== target)
        throw new AppError('conflict', 409, `The payment is ${row.status}, not notConfirmed.`);
      // Also on a repeat: a crash between the status and the transfer is repaired by the retry.
      if (target === 'complete') await credit(current);
      else await refuse(current, 'rejected');
      return toDeposit((await repo.findDeposit(db, paymentId)) ?? current);
    },

    /** Crypto payments waiting for staff (received, but not as stated). */
    async listNotConfirmed(): Promise<{ items: Deposit[] }> {
      return { items: (await repo.listDepositsByStatus(db, 'notConfirmed')).map(toDeposit) };
    },
  };
}

export type DepositsService = ReturnType<typeof createDepositsService>;
