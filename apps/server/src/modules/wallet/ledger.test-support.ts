import type { TransferResult } from './wallet.port.ts';

/**
 * What a repeat of an applied key answers: the first result, marked not applied. The balances the first call
 * read while applying it are not repeated (the caller reads them itself).
 */
export function repeatOf({ playerBalances: _read, ...first }: TransferResult): TransferResult {
  return { ...first, applied: false };
}
