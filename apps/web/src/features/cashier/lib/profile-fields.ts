import {
  PAYMENT_PROFILE_FIELDS,
  type PaymentProfileField,
  type Profile,
  type ProfileUpdate,
} from '@casino/contracts';
import { gameStartFields } from '@casino/rules';
import type { ApiErrorDetail } from '../../../lib/api-client.ts';

/** Every field of the profile form (the contract's ProfileUpdate); a new contract field must be added here. */
const PROFILE_FORM_FIELDS: Record<keyof ProfileUpdate, true> = {
  firstName: true,
  surename: true,
  gender: true,
  birthday: true,
  country: true,
  city: true,
  address: true,
  postCode: true,
  phonePrefix: true,
  phone: true,
};
export const PROFILE_FIELD_NAMES = Object.keys(PROFILE_FORM_FIELDS) as (keyof ProfileUpdate)[];

const isPaymentProfileField = (value: unknown): value is PaymentProfileField =>
  (PAYMENT_PROFILE_FIELDS as readonly unknown[]).includes(value);

/** Whether the profile has a value for `field` (empty text and no birthday mean "not given"). */
function given(profile: Profile, field: PaymentProfileField): boolean {
  const value = profile[field];
  return value !== null && value.trim() !== '';
}

/** The fields of `required` the profile lacks, in form order. */
export function missingProfileFields(
  profile: Profile,
  required: readonly PaymentProfileField[],
): PaymentProfileField[] {
  return PAYMENT_PROFILE_FIELDS.filter((field) => required.includes(field) && !given(profile, field));
}

/**
 * The fields to ask for when a deposit asks for `fields`: those, and what a first real-money game will ask for
 * that the profile lacks (the date of birth, and the names by default; `gameStartFields`), so that the player
 * gives them once instead of being stopped again at the first game. Nothing is added when the deposit asks for
 * nothing. Only fields this form can show are added (a game-start gender stays with the game's own modal).
 */
export function withGameStartFields(
  profile: Profile,
  fields: readonly PaymentProfileField[],
): PaymentProfileField[] {
  if (fields.length === 0) return [];
  const forGame = PAYMENT_PROFILE_FIELDS.filter((field) =>
    (gameStartFields() as readonly string[]).includes(field),
  );
  return orderedProfileFields([...fields, ...missingProfileFields(profile, forGame)]);
}

/** `fields` cleaned of unknown names and repeats, in form order. */
export function orderedProfileFields(fields: readonly unknown[]): PaymentProfileField[] {
  return PAYMENT_PROFILE_FIELDS.filter((field) => fields.some((item) => item === field));
}

/**
 * The field an error detail names: its path is the field ('address') or, for a validation failure, the part
 * after the request part ('body/address'). Null when it names no payment profile field.
 */
export function profileFieldOf(detail: ApiErrorDetail): PaymentProfileField | null {
  const name = detail.path.split(/[/.]/).pop();
  return isPaymentProfileField(name) ? name : null;
}

/** The payment profile fields an error's details name, in form order. */
export function profileFieldsOf(details: readonly ApiErrorDetail[]): PaymentProfileField[] {
  return orderedProfileFields(details.map(profileFieldOf));
}
