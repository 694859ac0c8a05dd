import { storage, STORAGE_KEYS } from '../../../lib/storage-keys.ts';

/** The deposit promo code is kept under DEPOSIT_BONUS_PROMOCODE (§3) so it survives the provider round trip. */
export const readPromoCode = (): string => storage.get(STORAGE_KEYS.depositBonusPromoCode) ?? '';

export function writePromoCode(code: string): void {
  if (code.trim() === '') storage.remove(STORAGE_KEYS.depositBonusPromoCode);
  else storage.set(STORAGE_KEYS.depositBonusPromoCode, code.trim());
}
