import type { PaymentProfileField, ProfileUpdate } from '@casino/contracts';
import { storage, STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { PROFILE_FIELD_NAMES } from './profile-fields.ts';

/**
 * The §3 form-field flags, kept in session storage while the FORM_FIELDS modal is open (README "Form-field
 * flags"). Each holds a JSON array of profile field names.
 */
export interface FormFieldFlags {
  /** The fields the modal shows. */
  filterFields: readonly PaymentProfileField[];
  /** The profile fields it does not show. */
  hideFields: readonly (keyof ProfileUpdate)[];
  /** The shown fields the player may not change. */
  disableFields: readonly PaymentProfileField[];
}

/** The flags of a modal showing `shown`. No profile field is locked by the profile contract today. */
export function formFieldFlags(shown: readonly PaymentProfileField[]): FormFieldFlags {
  return {
    filterFields: shown,
    hideFields: PROFILE_FIELD_NAMES.filter((field) => !(shown as readonly string[]).includes(field)),
    disableFields: [],
  };
}

export function writeFormFieldFlags(flags: FormFieldFlags): void {
  const area = storage.session();
  storage.set(STORAGE_KEYS.filterFields, JSON.stringify(flags.filterFields), area);
  storage.set(STORAGE_KEYS.hideFields, JSON.stringify(flags.hideFields), area);
  storage.set(STORAGE_KEYS.disableFields, JSON.stringify(flags.disableFields), area);
}

export function clearFormFieldFlags(): void {
  const area = storage.session();
  storage.remove(STORAGE_KEYS.filterFields, area);
  storage.remove(STORAGE_KEYS.hideFields, area);
  storage.remove(STORAGE_KEYS.disableFields, area);
}
