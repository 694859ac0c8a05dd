import type { FieldErrors, Resolver } from 'react-hook-form';
import type { PaymentProfileField, ProfileUpdate } from '@casino/contracts';
import { profileFormResolver, type ProfileFormValues } from '../../account/index.ts';

/** The form control that shows a field's error: the birthday's sits under its day select. */
export const controlOf = (field: PaymentProfileField): keyof ProfileFormValues =>
  field === 'birthday' ? 'birthDay' : field;

function isGiven(values: ProfileFormValues, field: PaymentProfileField): boolean {
  if (field === 'birthday')
    return values.birthDay !== '' && values.birthMonth !== '' && values.birthYear !== '';
  return values[field].trim() !== '';
}

/**
 * The profile form's own rules (§5, the contract's profileUpdateSchema), and each field of `shown` must be
 * given. An error of a field the modal does not show stays in the result, so nothing is sent; the modal says
 * that something else in the profile needs fixing.
 */
export function formFieldsResolver(
  shown: readonly PaymentProfileField[],
): Resolver<ProfileFormValues, unknown, ProfileUpdate> {
  return async (values, context, options) => {
    const result = await profileFormResolver(values, context, options);
    const errors: FieldErrors<ProfileFormValues> = { ...result.errors };
    for (const field of shown) {
      const control = controlOf(field);
      if (!isGiven(values, field) && !errors[control])
        errors[control] = { type: 'required', message: 'validation.required' };
    }
    return Object.keys(errors).length === 0 ? result : { values: {}, errors };
  };
}
