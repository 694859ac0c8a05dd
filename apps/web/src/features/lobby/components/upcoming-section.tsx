import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './upcoming-section.module.css';

/**
 * A titled main-page section whose content arrives with a later release: its heading, an optional
 * count, a translated "opens soon" line and an outline of what will stand there (no invented data).
 */
export function UpcomingSection({
  id,
  title,
  count,
  shape,
}: {
  id: string;
  title: string;
  count?: string;
  shape: 'banner' | 'chips' | 'tiles' | 'table';
}) {
  const { t } = useTranslation();
  const headingId = `lobby-${id}-title`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {count ? <span className={styles.count}>{count}</span> : null}
      </div>
      <div className={`${styles.outline} ${styles[shape] ?? ''}`}>
        <Ghosts shape={shape} />
        <p className={styles.soon}>{t('lobby.sections.opensSoon')}</p>
      </div>
    </section>
  );
}

function Ghosts({ shape }: { shape: 'banner' | 'chips' | 'tiles' | 'table' }): ReactNode {
  const counts = { banner: 0, chips: 6, tiles: 7, table: 4 } as const;
  const count = counts[shape];
  if (count === 0) return null;
  return (
    <div className={styles.ghosts} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className={styles.ghost} />
      ))}
    </div>
  );
}
