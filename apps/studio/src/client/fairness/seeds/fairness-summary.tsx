import { useFairnessI18n } from '../i18n/fairness-i18n.tsx';
import styles from './seeds.module.css';

/** The algorithm in four short points. */
export function FairnessSummary() {
  const { text } = useFairnessI18n();
  return (
    <section className={styles.section}>
      <h3 className={styles.sectionTitle}>{text.howTitle}</h3>
      <ul className={styles.points}>
        <li>{text.howCommit}</li>
        <li>{text.howStream}</li>
        <li>{text.howNonce}</li>
        <li>{text.howRotate}</li>
      </ul>
    </section>
  );
}
