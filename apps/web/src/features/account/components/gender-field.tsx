import { useTranslation } from 'react-i18next';
import type { UseFormRegister } from 'react-hook-form';
import type { ProfileFormValues } from '../lib/profile-form.ts';
import styles from './gender-field.module.css';

/** Gender m / f (§3) as a pair of radio buttons. */
export function GenderField({
  register,
  error,
}: {
  register: UseFormRegister<ProfileFormValues>;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.group} aria-invalid={error ? true : undefined}>
      <legend className={styles.legend}>{t('account.profile.gender')}</legend>
      <div className={styles.options}>
        {(['m', 'f'] as const).map((value) => (
          <label key={value} className={styles.option}>
            <input type="radio" value={value} className={styles.radio} {...register('gender')} />
            {t(value === 'm' ? 'account.profile.male' : 'account.profile.female')}
          </label>
        ))}
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
