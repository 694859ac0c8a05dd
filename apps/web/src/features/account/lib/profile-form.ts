import type { FieldErrors, Resolver } from 'react-hook-form';
import { profileUpdateSchema, type Profile, type ProfileUpdate } from '@casino/contracts';
import { joinBirthday, splitBirthday, type BirthdayParts } from './birthday.ts';

/** The profile form as the controls hold it: strings everywhere, the birthday as three selects. */
export interface ProfileFormValues extends BirthdayParts {
  firstName: string;
  surename: string;
  postCode: string;
  city: string;
  address: string;
  phonePrefix: string;
  phone: string;
  country: string;
  gender: '' | 'm' | 'f';
}

export function profileFormValues(profile: Profile): ProfileFormValues {
  return {
    firstName: profile.firstName,
    surename: profile.surename,
    postCode: profile.postCode,
    city: profile.city,
    address: profile.address,
    phonePrefix: profile.phonePrefix,
    phone: profile.phone,
    country: profile.country,
    gender: profile.gender ?? '',
    ...splitBirthday(profile.birthday),
  };
}

export function toProfileUpdate(values: ProfileFormValues): Record<keyof ProfileUpdate, unknown> {
  return {
    firstName: values.firstName,
    surename: values.surename,
    postCode: values.postCode,
    city: values.city,
    address: values.address,
    phonePrefix: values.phonePrefix,
    phone: values.phone,
    country: values.country,
    gender: values.gender === '' ? null : values.gender,
    birthday: joinBirthday(values),
  };
}

/** The field that shows a schema error: the birthday's message sits under its first select. */
function fieldOf(path: PropertyKey | undefined): keyof ProfileFormValues | null {
  if (path === 'birthday') return 'birthDay';
  const fields: readonly string[] = [
    'firstName',
    'surename',
    'postCode',
    'city',
    'address',
    'phonePrefix',
    'phone',
    'country',
    'gender',
  ];
  return typeof path === 'string' && fields.includes(path) ? (path as keyof ProfileFormValues) : null;
}

/** Checks the form with the contract's profileUpdateSchema (the server's own rules, §5). */
export const profileFormResolver: Resolver<ProfileFormValues, unknown, ProfileUpdate> = (values) => {
  const result = profileUpdateSchema.safeParse(toProfileUpdate(values));
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<ProfileFormValues> = {};
  for (const issue of result.error.issues) {
    const field = fieldOf(issue.path[0]);
    if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};
