import { useTranslation } from 'react-i18next';
import { StatusScreen } from '../components/status-screen.tsx';
import styles from './blocked-country-screen.module.css';

/** Replaces the whole app for visitors from a blocked country (§6, §8). */
export function BlockedCountryScreen() {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <StatusScreen title={t('blockedCountry.title')} description={t('blockedCountry.description')} />
    </main>
  );
}
