import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_LOCALES, LANGUAGE_NAMES, isLanguage } from '@casino/rules';
import { useOfferedLanguages } from '../../../lib/market.ts';
import { useLanguage, useSwitchLanguage } from '../../../lib/language.ts';
import { GlobeIcon } from './icons.tsx';
import styles from './language-picker.module.css';

/** The footer's language picker: a labelled native select. */
export function LanguagePicker() {
  const { t } = useTranslation();
  const id = useId();
  const language = useLanguage();
  const switchLanguage = useSwitchLanguage();
  const offered = useOfferedLanguages(language);
  return (
    <div className={styles.picker}>
      <label htmlFor={id} className={styles.label}>
        {t('shell.footer.language')}
      </label>
      <div className={styles.field}>
        <GlobeIcon size={18} className={styles.icon} />
        <select
          id={id}
          className={styles.select}
          value={language}
          onChange={(event) => {
            const next = event.target.value;
            if (isLanguage(next) && next !== language) switchLanguage(next);
          }}
        >
          {offered.map((option) => (
            <option key={option} value={option} lang={LANGUAGE_LOCALES[option]}>
              {LANGUAGE_NAMES[option]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
