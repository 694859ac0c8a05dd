import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CountryEntry, Profile, ProfileUpdate } from '@casino/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, SelectField, TextField } from '../../../components/ui/field.tsx';
import { apiErrorMessage, fieldErrorText } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/language.ts';
import { showToast } from '../../../lib/ui-store.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { countryOptions, phonePrefixes } from '../../../lib/country-options.ts';
import { profileFormResolver, profileFormValues, type ProfileFormValues } from '../lib/profile-form.ts';
import { BirthdayFields } from './birthday-fields.tsx';
import { GenderField } from './gender-field.tsx';
import { ReferralLink } from './referral-link.tsx';
import panel from '../../../components/ui/panel.module.css';
import styles from './profile-form.module.css';

/** The §3 profile fields, checked with the contract's profileUpdateSchema and saved with PUT /me/profile. */
export function ProfileForm({
  profile,
  countries,
}: {
  profile: Profile;
  countries: readonly CountryEntry[];
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const update = useUpdateProfile();
  // The answer of the last attempt: a new attempt clears it.
  const serverError = update.error ? apiErrorMessage(t, update.error) : null;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ProfileFormValues, unknown, ProfileUpdate>({
    defaultValues: profileFormValues(profile),
    resolver: profileFormResolver,
  });
  const countryList = useMemo(() => countryOptions(countries, language), [countries, language]);
  const prefixes = useMemo(() => phonePrefixes(countries), [countries]);
  const error = (field: keyof ProfileFormValues) => fieldErrorText(t, errors[field]?.message);

  const onSubmit = handleSubmit((values) => {
    update.mutate(values, {
      onSuccess: (saved) => {
        reset(profileFormValues(saved));
        showToast({ kind: 'success', text: 'account.toasts.profileUpdated', translate: true });
      },
    });
  });

  return (
    <form className={panel.panel} onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className={panel.grid}>
        <TextField
          label={t('account.profile.firstName')}
          autoComplete="given-name"
          error={error('firstName')}
          {...register('firstName')}
        />
        <TextField
          label={t('account.profile.surename')}
          autoComplete="family-name"
          error={error('surename')}
          {...register('surename')}
        />
        <GenderField register={register} error={error('gender')} />
        <BirthdayFields register={register} error={error('birthDay')} />
        <SelectField
          label={t('account.profile.country')}
          autoComplete="country"
          error={error('country')}
          {...register('country')}
        >
          <option value="">{t('account.profile.countryPlaceholder')}</option>
          {countryList.map((country) => (
            <option key={country.code} value={country.code}>
              {country.label}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('account.profile.city')}
          autoComplete="address-level2"
          error={error('city')}
          {...register('city')}
        />
        <TextField
          className={panel.wide}
          label={t('account.profile.address')}
          autoComplete="street-address"
          error={error('address')}
          {...register('address')}
        />
        <TextField
          label={t('account.profile.postCode')}
          autoComplete="postal-code"
          error={error('postCode')}
          {...register('postCode')}
        />
        <div className={styles.phone}>
          <SelectField
            className={styles.prefix}
            label={t('account.profile.phonePrefix')}
            error={error('phonePrefix')}
            {...register('phonePrefix')}
          >
            <option value="">{t('account.profile.phonePrefixPlaceholder')}</option>
            {prefixes.map((prefix) => (
              <option key={prefix} value={prefix}>
                +{prefix}
              </option>
            ))}
          </SelectField>
          <TextField
            className={styles.number}
            label={t('account.profile.phone')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            error={error('phone')}
            {...register('phone')}
          />
        </div>
        <TextField
          className={panel.wide}
          label={t('account.profile.email')}
          hint={t('account.profile.emailHint')}
          value={profile.email}
          type="email"
          readOnly
        />
        <div className={panel.wide}>
          <ReferralLink link={profile.referralLink} />
        </div>
      </div>
      <FormError>{serverError}</FormError>
      <div className={panel.actions}>
        <Button type="submit" disabled={update.isPending}>
          {t(update.isPending ? 'account.profile.saving' : 'account.profile.save')}
        </Button>
      </div>
    </form>
  );
}
