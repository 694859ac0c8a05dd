import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormRegister } from 'react-hook-form';
import { birthYearOptions, LANGUAGE_LOCALES } from '@casino/rules';
import { SelectField } from '../../../components/ui/field.tsx';
import { useLanguage } from '../../../lib/language.ts';
import { DAYS, shortMonthNames } from '../lib/birthday.ts';
import type { ProfileFormValues } from '../lib/profile-form.ts';
import styles from './birthday-fields.module.css';

/** Date of birth as three selects (§3): day 1–31, month by short localized name, adult-only years. */
export function BirthdayFields({
  register,
  error,
}: {
  register: UseFormRegister<ProfileFormValues>;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const months = useMemo(() => shortMonthNames(LANGUAGE_LOCALES[language]), [language]);
  const years = useMemo(() => birthYearOptions(), []);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('account.profile.birthday')}</legend>
      <div className={styles.selects}>
        <SelectField label={t('account.profile.day')} error={error} {...register('birthDay')}>
          <option value="">{t('account.profile.day')}</option>
          {DAYS.map((day) => (
            <option key={day} value={String(day)}>
              {day}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('account.profile.month')} {...register('birthMonth')}>
          <option value="">{t('account.profile.month')}</option>
          {months.map((name, index) => (
            <option key={name} value={String(index + 1)}>
              {name}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('account.profile.year')} {...register('birthYear')}>
          <option value="">{t('account.profile.year')}</option>
          {years.map((year) => (
            <option key={year} value={String(year)}>
              {year}
            </option>
          ))}
        </SelectField>
      </div>
    </fieldset>
  );
}
