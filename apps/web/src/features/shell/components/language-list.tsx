import { LANGUAGE_LOCALES, LANGUAGE_NAMES } from '@casino/rules';
import { useOfferedLanguages } from '../../../lib/market.ts';
import { useLanguage, useSwitchLanguage } from '../../../lib/language.ts';
import styles from './language-list.module.css';

/** Every language the visitor is offered (§4), by its native name; choosing one switches the path prefix and the texts. */
export function LanguageList({ id, hidden, onPick }: { id?: string; hidden?: boolean; onPick?: () => void }) {
  const current = useLanguage();
  const switchLanguage = useSwitchLanguage();
  const offered = useOfferedLanguages(current);
  return (
    <ul id={id} className={styles.list} hidden={hidden}>
      {offered.map((language) => (
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
