import { useTranslation } from 'react-i18next';
import styles from './account-soon-screen.module.css';

/** An account screen whose feature lands later: the layout shows its title; this says it opens soon. */
export default function AccountSoonScreen() {
  const { t } = useTranslation();
  return <p className={styles.text}>{t('comingSoon.text')}</p>;
}
