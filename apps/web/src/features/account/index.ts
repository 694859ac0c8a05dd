/** The public face of the account feature for other features. */
export { profileQueryOptions, useProfile } from './api/get-profile.ts';
export { useUpdateProfile } from './api/update-profile.ts';
export { useVerification } from './api/get-verification.ts';
export { BirthdayFields } from './components/birthday-fields.tsx';
export { profileFormResolver, profileFormValues, type ProfileFormValues } from './lib/profile-form.ts';
