import { useMessages } from '../i18n/index.ts';
import type { FeatureView } from './slot-controller.ts';
import styles from './slot-game.module.css';

/** Free spins in progress: spins left, the multiplier and what the feature has won so far. */
export function FeatureBanner({
  feature,
  money,
}: {
  feature: FeatureView;
  money: (amount: number) => string;
}) {
  const { t } = useMessages();
  const left = Math.max(0, feature.spinsAwarded - feature.spinsPlayed);
  return (
    <section className={styles.banner} aria-label={t('freeSpins')}>
      <strong className={styles.bannerTitle}>{t('freeSpins')}</strong>
      {feature.spinsAwarded > 0 ? <span>{t('freeSpinsLeft', { count: left })}</span> : null}
      {feature.multiplier > 1 ? (
        <span>{t('featureMultiplier', { multiplier: feature.multiplier })}</span>
      ) : null}
      <span>
        {t('featureWin')}: <strong className={styles.bannerWin}>{money(feature.totalWin)}</strong>
      </span>
    </section>
  );
}
