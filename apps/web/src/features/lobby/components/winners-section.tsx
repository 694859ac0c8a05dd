import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CarouselHead } from './carousel-parts.tsx';
import styles from './game-carousel.module.css';

/** The top winners' place on the main page (§2.7): its title and a line saying it opens soon, no invented rows. */
export function WinnersSection() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <CarouselHead headingId={headingId} title={t('lobby.sections.winners')} count={undefined} />
      <p className={styles.empty}>{t('lobby.sections.opensSoon')}</p>
    </section>
  );
}
