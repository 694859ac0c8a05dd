import type { FormFieldsModalProps } from '../../../lib/modal-props.ts';
import { orderedProfileFields } from './profile-fields.ts';

/**
 * The deposit FORM_FIELDS resumes, with an empty promo code left out, the player's bonus claim kept, and the fields
 * in form order; null when its amount is not a whole number of minor units.
 */
export function readFormFieldsProps(props: FormFieldsModalProps): FormFieldsModalProps | null {
  const { methodId, amount, promoCode, claimBonus, fields } = props;
  if (!Number.isSafeInteger(amount)) return null;
  return {
    methodId,
    amount,
    ...(promoCode ? { promoCode } : {}),
    ...(claimBonus ? { claimBonus: true } : {}),
    ...(fields ? { fields: orderedProfileFields(fields) } : {}),
  };
}
