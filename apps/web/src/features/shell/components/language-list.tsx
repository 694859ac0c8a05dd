import { LANGUAGES, LANGUAGE_LOCALES, LANGUAGE_NAMES } from '@casino/rules';
import { useLanguage, useSwitchLanguage } from '../../../lib/language.ts';
import styles from './language-list.module.css';

/** Every language by its native name; choosing one switches the path prefix and the texts. */
export function LanguageList({ id, hidden, onPick }: { id?: string; hidden?: boolean; onPick?: () => void }) {
  const current = useLanguage();
  const switchLanguage = useSwitchLanguage();
  return (
    <ul id={id} className={styles.list} hidden={hidden}>
      {LANGUAGES.map((language) => (
        <li key={language}>
          <button
            type="button"
            lang={LANGUAGE_LOCALES[language]}
            className={styles.option}
            aria-current={language === current ? 'true' : undefined}
            onClick={() => {
              onPick?.();
              if (language !== current) switchLanguage(language);
            }}
          >
            <span className={styles.code} aria-hidden="true">
              {language.toUpperCase()}
            </span>
            {LANGUAGE_NAMES[language]}
          </button>
        </li>
      ))}
    </ul>
  );
}
