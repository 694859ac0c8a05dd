import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './modal-placeholder.module.css';

/** SEARCH body until game search lands: a labelled search field and the "opens soon" line. */
export default function SearchModalPlaceholder() {
  const { t } = useTranslation();
  const inputId = useId();
  return (
    <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={inputId} className={styles.label}>
        {t('modals.search.label')}
      </label>
      <input
        id={inputId}
        type="search"
        className={styles.input}
        placeholder={t('modals.search.placeholder')}
        autoComplete="off"
        data-autofocus
      />
      <p className={styles.text}>{t('comingSoon.text')}</p>
    </form>
  );
}
