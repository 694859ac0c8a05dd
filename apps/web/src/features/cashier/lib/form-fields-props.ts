import type { PaymentProfileField } from '@casino/contracts';
import type { BankDepositValues } from './use-bank-deposit.ts';
import { orderedProfileFields } from './profile-fields.ts';

/** What the FORM_FIELDS modal is opened with: the deposit to resume and, when the server named them, the fields. */
export interface FormFieldsModalProps extends BankDepositValues {
  /** The fields to ask for; without them the modal asks for the method's required fields the profile lacks. */
  fields?: PaymentProfileField[];
}

/** The modal's props as `openModal` stores them, or null when they do not describe a deposit. */
export function readFormFieldsProps(props: Record<string, unknown>): FormFieldsModalProps | null {
  const { methodId, amount, promoCode, fields } = props;
  if (typeof methodId !== 'string' || typeof amount !== 'number' || !Number.isSafeInteger(amount))
    return null;
  return {
    methodId,
    amount,
    ...(typeof promoCode === 'string' && promoCode !== '' ? { promoCode } : {}),
    ...(Array.isArray(fields) ? { fields: orderedProfileFields(fields) } : {}),
  };
}
