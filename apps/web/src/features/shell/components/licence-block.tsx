import { useLicence } from '../../content/index.ts';
import { LicenceSeal } from './licence-seal.tsx';
import styles from './licence-block.module.css';

/** The licence seal and text (GET /api/content/licence); the text is sanitized by the server. */
export function LicenceBlock() {
  const { data, isPending } = useLicence();
  return (
    <div className={styles.licence}>
      <LicenceSeal />
      {isPending ? (
        <div className={styles.text} aria-hidden="true" data-testid="licence-skeleton">
          <span className={`skeleton ${styles.skeletonTitle}`} />
          <span className={`skeleton ${styles.skeletonLine}`} />
          <span className={`skeleton ${styles.skeletonLine}`} />
        </div>
      ) : data ? (
        <div className={styles.text}>
          <h2 className={styles.title}>{data.title}</h2>
          {/* Sanitized on the server (content API contract). */}
          <div className={styles.content} dangerouslySetInnerHTML={{ __html: data.content }} />
        </div>
      ) : null}
    </div>
  );
}
