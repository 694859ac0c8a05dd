import { useTranslation } from 'react-i18next';
import styles from './modal-placeholder.module.css';

/** The body of a modal whose feature lands later: the frame shows its title, this the "opens soon" line. */
export default function ModalPlaceholder() {
  const { t } = useTranslation();
  return <p className={styles.text}>{t('comingSoon.text')}</p>;
}
