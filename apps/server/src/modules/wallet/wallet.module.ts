import type { PlayerCurrency } from '@casino/rules';
import type { Platform } from '../../platform/platform.ts';
import { createLedger } from './ledger.service.ts';
import { createWalletReads } from './wallet.reads.ts';
import type { WalletPort } from './wallet.port.ts';

export interface WalletOptions {
  /** The player's current currency; null for an unknown account. */
  currencyOf: (userId: string) => Promise<PlayerCurrency | null>;
  /** Where a failed balance push is reported (the request logger in the app). */
  log: { warn(details: object, message: string): void };
}

export type Wallet = ReturnType<typeof createWallet>;

/** The wallet: the ledger behind the port other modules use, and the player's balances and histories. */
export function createWallet(platform: Platform, { currencyOf, log }: WalletOptions) {
  const reads = createWalletReads({ db: platform.db, currencyOf });
  const ledger = createLedger({
    db: platform.db,
    // The money is committed by now: a lost push only delays the balance until the next poll.
    onBalanceChanged: async (changes) => {
      for (const { userId, currency } of changes) {
        try {
          const data = await reads.shortBalance(userId, currency as PlayerCurrency);
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
  return { port, reads, currencyOf };
}
