import { PROMO_CODE_MAX_LENGTH, PROMO_CODE_PATTERN } from '@casino/rules';
import { storage, STORAGE_KEYS } from '../../../lib/storage-keys.ts';

/** The deposit promo code is kept under DEPOSIT_BONUS_PROMOCODE (§3) so it survives the provider round trip. */
export const readPromoCode = (): string => storage.get(STORAGE_KEYS.depositBonusPromoCode) ?? '';

export function writePromoCode(code: string): void {
  if (code.trim() === '') storage.remove(STORAGE_KEYS.depositBonusPromoCode);
  else storage.set(STORAGE_KEYS.depositBonusPromoCode, code.trim());
}

/** The translation key of what is wrong with a typed promo code, or null (an empty code is no code). */
export function promoCodeProblem(code: string): string | null {
  const text = code.trim();
  if (text.length > PROMO_CODE_MAX_LENGTH) return 'validation.tooLong';
  if (!PROMO_CODE_PATTERN.test(text)) return 'validation.invalidCharacters';
  return null;
}
