import type { PlayerCurrency } from '@casino/rules';
import type { Platform } from '../../platform/platform.ts';
import { playerActivitySince } from './activity.repo.ts';
import { createCurrencyChange } from './currency-change.ts';
import { createLedger } from './ledger.service.ts';
import { createWalletReads, type OutOfRangeDetails, type WalletReadsOptions } from './wallet.reads.ts';
import type { WalletPort } from './wallet.port.ts';

export interface WalletOptions {
  /** The player's current currency; null for an unknown account. */
  currencyOf: (userId: string) => Promise<PlayerCurrency | null>;
  /** Stores the player's new currency after a change of currency (the accounts module owns it). */
  setCurrency: (userId: string, currency: PlayerCurrency) => Promise<void>;
  /**
   * Ends the player's bonuses before a change of currency (§4: the bonus balance goes to zero, pending bonuses and
   * free spins are cancelled): the bonus engine forfeits them through the ledger, with the change as the reason.
   * Without a bonus engine (the wallet's own tests and benches) there are none to end.
   */
  endBonusesOf?: (userId: string) => Promise<void>;
  /** The games whose bets count towards the player's active bonus, for the bonus account (wallet.reads.ts). */
  wageringGamesOf?: WalletReadsOptions['wageringGamesOf'];
  /**
   * Where a failed balance push (warn) and a stored amount beyond the money maximum (error; warn when the log
   * has no error level) are reported: the request logger in the app.
   */
  log: { warn(details: object, message: string): void; error?(details: object, message: string): void };
}

export type Wallet = ReturnType<typeof createWallet>;

/** The wallet: the ledger behind the port other modules use, and the player's balances and histories. */
export function createWallet(
  platform: Platform,
  { currencyOf, setCurrency, endBonusesOf, wageringGamesOf, log }: WalletOptions,
) {
  const onOutOfRange = (details: OutOfRangeDetails) => {
    const message =
      'wallet: a stored amount is beyond the money maximum, shown clamped; run npm run ledger:check';
    if (log.error) log.error(details, message);
    else log.warn(details, message);
  };
  const reads = createWalletReads({
    db: platform.db,
    currencyOf,
    onOutOfRange,
    ...(wageringGamesOf ? { wageringGamesOf } : {}),
  });
  const ledger = createLedger({
    db: platform.db,
    // The money is committed by now: a lost push only delays the balance until the next poll.
    onBalanceChanged: async (changes) => {
      for (const { userId, currency, known } of changes) {
        try {
          // The hot path hands over the balances it has just written: no read after the commit.
          const data = known
            ? reads.shortBalanceFrom(userId, currency as PlayerCurrency, known)
            : await reads.shortBalance(userId, currency as PlayerCurrency);
          await platform.bus.publish({ kind: 'user', userId }, { type: 'wallet.balance.v1', data });
        } catch (error) {
          log.warn({ err: error, userId }, 'wallet: balance push failed');
        }
      }
    },
  });
  const port: WalletPort = {
    ...ledger,
    availableReal: async (userId) => {
      const balance = await reads.shortBalance(userId);
      return { currency: balance.currency, amount: balance.balanceMain };
    },
  };
  const change = createCurrencyChange({
    db: platform.db,
    ledger,
    reads,
    currencyOf,
    setCurrency,
    endBonusesOf: endBonusesOf ?? (async () => {}),
  });
  const changeCurrency: typeof change = async (userId, currency, idempotencyKey) => {
    const result = await change(userId, currency, idempotencyKey);
    if (result.changed)
      await platform.bus
        .publish({ kind: 'user', userId }, { type: 'wallet.balance.v1', data: result.balance })
        .catch((error: unknown) => log.warn({ err: error, userId }, 'wallet: balance push failed'));
    return result;
  };
  /** A player's deposits, stakes and wins since a moment, counted from the ledger (player protection's limits). */
  const activitySince = (query: Parameters<typeof playerActivitySince>[1]) =>
    playerActivitySince(platform.db, query);
  return { port, reads, currencyOf, changeCurrency, activitySince };
}
