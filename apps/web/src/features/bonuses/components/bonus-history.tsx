import { useTranslation } from 'react-i18next';
import type { BonusGrant } from '@casino/contracts';
import { useLanguage } from '../../../lib/language.ts';
import { formatMoney } from '../../wallet/index.ts';
import { formatDay } from '../lib/bonus-format.ts';
import styles from './bonuses.module.css';
import panel from '../../../components/ui/panel.module.css';

/** The ended bonuses, newest first: how each ended, when, and what a completed one turned into. */
export function BonusHistory({ history }: { history: readonly BonusGrant[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section className={panel.panel} aria-labelledby="bonus-history-title">
      <h2 id="bonus-history-title" className={panel.heading}>
        {t('bonuses.history.title')}
      </h2>
      <ul className={styles.list}>
        {history.map((grant) => (
          <li key={grant.id} className={styles.item} data-testid="bonus-history-item">
            <h3 className={styles.itemTitle}>{grant.title}</h3>
            <p className={styles.outcome}>
              <span className={styles.status}>{t(`bonuses.statuses.${grant.status}`)}</span>
              {/* The reason adds to the status only where the status alone does not say why. */}
              {grant.endReason !== null && grant.endReason !== grant.status ? (
                <span>{t(`bonuses.endReasons.${grant.endReason}`)}</span>
              ) : null}
            </p>
            {grant.endedAt !== null ? (
              <p className={styles.note}>
                {t('bonuses.history.ended', { date: formatDay(grant.endedAt, language) })}
              </p>
            ) : null}
            {grant.status === 'completed' && grant.convertedAmount !== null ? (
              <p className={styles.note}>
                {t('bonuses.history.converted', {
                  amount: formatMoney(grant.convertedAmount, grant.currency, language),
                })}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
