import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Promotion } from '@casino/contracts';
import { useLanguage, useLocalizedPath } from '../../../lib/language.ts';
import { formatDay } from '../lib/bonus-format.ts';
import { promotionHeadline, promotionWageringText } from '../lib/promotion-text.ts';
import styles from './promotion-card.module.css';

/**
 * One promotion on the promotions page: its title (the link to its page, stretched over the whole card), the
 * offer in plain words, the summary, the wagering and the end date.
 */
export function PromotionCard({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const to = useLocalizedPath();
  const titleId = useId();
  const headline = promotionHeadline(t, promotion, language);
  const wagering = promotionWageringText(t, promotion, language);
  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="promotion-card">
      <h2 id={titleId} className={styles.title}>
        <Link to={to(`/bonuses/${encodeURIComponent(promotion.slug)}`)} className={styles.link}>
          {promotion.title}
        </Link>
      </h2>
      {headline !== null ? (
        <p className={styles.headline} data-testid="promotion-headline">
          {headline}
        </p>
      ) : null}
      <p className={styles.summary}>{promotion.summary}</p>
      <ul className={styles.facts}>
        <li>
          {promotion.wageringMultiple > 0 ? t('bonuses.promotions.card.wagering', { wagering }) : wagering}
        </li>
        {promotion.endsAt !== null ? (
          <li>{t('bonuses.promotions.card.ends', { date: formatDay(promotion.endsAt, language) })}</li>
        ) : null}
      </ul>
      <span className={styles.more} aria-hidden="true">
        {t('bonuses.promotions.card.more')}
      </span>
    </article>
  );
}
