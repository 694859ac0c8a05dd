import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BonusGrant } from '@casino/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { useLanguage } from '../../../lib/language.ts';
import { formatMoney } from '../../wallet/index.ts';
import { contributionsText, formatMoment, formatTimeLeft } from '../lib/bonus-format.ts';
import { useNow } from '../../../lib/use-now.ts';
import { WageringProgress } from './wagering-progress.tsx';
import styles from './bonuses.module.css';

/**
 * The active bonus: its balance against what was granted, the wagering progress, the time left, the betting
 * terms, what counts towards wagering, and the way to cancel it.
 */
export function ActiveBonusCard({ grant, onCancel }: { grant: BonusGrant; onCancel: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const now = useNow();
  const titleId = useId();
  const money = (minor: number) => formatMoney(minor, grant.currency, language);
  const left = formatTimeLeft(grant.expiresAt, now, language);
  return (
    <article className={styles.active} aria-labelledby={titleId} data-testid="active-bonus">
      <h3 id={titleId} className={styles.title}>
        {grant.title}
      </h3>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{t('bonuses.active.balance')}</dt>
          <dd>{money(grant.balance)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('bonuses.active.granted')}</dt>
          <dd>{money(grant.amount)}</dd>
        </div>
      </dl>
      <WageringProgress grant={grant} />
      <p className={styles.note}>
        {t('bonuses.expires', { date: formatMoment(grant.expiresAt, language) })}{' '}
        <strong className={styles.left}>
          {left ? t('bonuses.active.timeLeft', { time: left }) : t('bonuses.active.endingNow')}
        </strong>
      </p>
      <dl className={styles.terms}>
        <div className={styles.term}>
          <dt>{t('bonuses.active.maxBet')}</dt>
          <dd>{money(grant.maxBet)}</dd>
        </div>
        <div className={styles.term}>
          <dt>{t('bonuses.active.maxCashOut')}</dt>
          <dd>{grant.maxCashOut === null ? t('bonuses.active.noCap') : money(grant.maxCashOut)}</dd>
        </div>
        <div className={`${styles.term} ${styles.wide}`}>
          <dt>{t('bonuses.contributions.title')}</dt>
          <dd>{contributionsText(t, grant.contributions, language)}</dd>
        </div>
      </dl>
      {grant.minBet !== null ? (
        <p className={styles.note}>{t('bonuses.active.minBet', { amount: money(grant.minBet) })}</p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('bonuses.active.cancel')}
        </Button>
      </div>
    </article>
  );
}
