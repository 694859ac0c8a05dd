import type { FieldErrors, Resolver } from 'react-hook-form';
import { redeemPromoCodeRequestSchema, type RedeemPromoCodeRequest } from '@casino/contracts';

/** The promo code form as its control holds it. */
export interface PromoCodeFormValues {
  code: string;
}

/**
 * The code by the contract's `redeemPromoCodeRequestSchema` (§5), as the server checks it: trimmed, required,
 * letters, digits, '-' and '_' only, 32 characters at most. Errors are translation keys.
 */
export const promoCodeResolver: Resolver<PromoCodeFormValues, unknown, RedeemPromoCodeRequest> = (values) => {
  const parsed = redeemPromoCodeRequestSchema.safeParse(values);
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<PromoCodeFormValues> = {};
  const [issue] = parsed.error.issues;
  // The contract's messages are translation keys.
  if (issue) errors.code = { type: issue.code, message: issue.message };
  return { values: {}, errors };
};
