import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithRetry } from '../../../lib/lazy-with-retry.ts';
import { useSectionReady } from '../lib/use-section-ready.ts';
import { CarouselHead } from './carousel-parts.tsx';
import carouselStyles from './game-carousel.module.css';
import styles from './winners-section.module.css';

// The tabs, the table and their reads are a chunk of their own, asked for near the viewport after the first paint.
const WinnersBoard = lazy(() => lazyWithRetry(() => import('./winners-board.tsx')));

/**
 * The top winners on the main page (§2.7): real settled wins in four tabs (winners-board.tsx). Until they
 * arrive, an empty frame of the latest tab's height holds the place. For an audience the server does not show the
 * block to (docs/product-decisions.md, Top winners) the section leaves the page.
 */
export function WinnersSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  const { ready } = useSectionReady(ref);
  const [hidden, setHidden] = useState(false);
  if (hidden) return null;
  const title = t('lobby.sections.winners');
  const waiting = (
    <>
      <CarouselHead headingId={headingId} title={title} count={undefined} />
      <div className={styles.placeholder} aria-busy="true" />
    </>
  );
  return (
    <section ref={ref} className={carouselStyles.section} aria-labelledby={headingId}>
      {ready ? (
        <Suspense fallback={waiting}>
          <WinnersBoard headingId={headingId} title={title} onHidden={() => setHidden(true)} />
        </Suspense>
      ) : (
        waiting
      )}
    </section>
  );
}
