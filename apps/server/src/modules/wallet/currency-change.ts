import type { CurrencyChangeResult, PlayerAccountKind } from '@casino/contracts';
import type { PlayerCurrency } from '@casino/rules';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { currenciesHoldingMoney, playerAccounts } from './ledger.repo.ts';
import type { Ledger } from './ledger.service.ts';
import type { WalletReads } from './wallet.reads.ts';
import type { TransferLine } from './wallet.port.ts';

/** Real money: never converted, so its presence in another currency blocks the change. */
const REAL_MONEY_KINDS = ['real', 'cashback'] as const satisfies readonly PlayerAccountKind[];
/** Reset to zero by the change (§4 bonus and currency effects), each against its own liability account. */
const RESET_KINDS = ['bonus', 'free_spins'] as const satisfies readonly PlayerAccountKind[];
/** Two changes racing on one bonus balance: the loser reads the balance again. */
const ATTEMPTS = 3;

export interface CurrencyChangeOptions {
  db: Db;
  ledger: Ledger;
  reads: WalletReads;
  currencyOf: (userId: string) => Promise<PlayerCurrency | null>;
  /** Stores the player's new currency (the accounts module owns it). */
  setCurrency: (userId: string, currency: PlayerCurrency) => Promise<void>;
  /** The bonus engine forfeits the player's bonuses (wallet.module.ts, WalletOptions). */
  endBonusesOf: (userId: string) => Promise<void>;
}

/**
 * Changes a player's currency (docs/product-decisions.md, Wallet): refused while real money is held in any
 * other currency; the bonus and free-spins balances are reset to zero by one 'zeroing' transfer. Loyalty
 * points and snowflakes are counted in POINTS_UNIT whatever the currency, so the change leaves them as they are. Every step
 * can be repeated, so a retry after a failure half-way finishes the change and moves nothing twice.
 */
export function createCurrencyChange(options: CurrencyChangeOptions) {
  const { db, ledger, reads, currencyOf, setCurrency, endBonusesOf } = options;
  async function resetBonuses(userId: string, currency: PlayerCurrency, idempotencyKey: string) {
    for (let attempt = 1; ; attempt += 1) {
      const rows = await playerAccounts(db, userId, currency);
      const lines: TransferLine[] = RESET_KINDS.flatMap((kind) => {
        const row = rows.find((account) => account.kind === kind);
        const amount = row ? Number(row.balance - row.pendingDebits) : 0;
        if (amount <= 0) return [];
        const to = { owner: 'platform', kind: 'bonus_liability', key: kind === 'bonus' ? '' : kind } as const;
        return [{ from: { owner: 'player', userId, kind }, to, amount }];
      });
      if (lines.length === 0) return;
      try {
        await ledger.transfer({
          // Player keys are scoped to the player and this step, so they never meet another request's key.
          idempotencyKey: `currency-change:${userId}:${idempotencyKey}`,
          type: 'zeroing',
          currency,
          lines,
          phase: 'posted',
          status: 'complete',
          userId,
          memo: 'currency change',
        });
        return;
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'insufficient_funds') || attempt >= ATTEMPTS)
          throw error;
      }
    }
  }

  return async function changeCurrency(
    userId: string,
    currency: PlayerCurrency,
    idempotencyKey: string,
  ): Promise<CurrencyChangeResult> {
    const current = await currencyOf(userId);
    if (!current) throw AppError.notFound('No such account.');
    if (current === currency)
      return { currency, changed: false, balance: await reads.shortBalance(userId, currency) };
    const holding = await currenciesHoldingMoney(db, userId, REAL_MONEY_KINDS, currency);
    if (holding.length > 0)
      throw new AppError(
        'currency_change_blocked',
        409,
        `Real money is held in ${holding.join(', ')}: withdraw or use it before changing the currency.`,
      );
    // The engine ends the bonuses first; the reset then takes what no bonus holds (free spins, late wins).
    await endBonusesOf(userId);
    await resetBonuses(userId, current, idempotencyKey);
    await ledger.openPlayerAccounts(userId, currency);
    await setCurrency(userId, currency);
    return { currency, changed: true, balance: await reads.shortBalance(userId, currency) };
  };
}
