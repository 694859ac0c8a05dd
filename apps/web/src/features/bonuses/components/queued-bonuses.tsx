import { useTranslation } from 'react-i18next';
import type { BonusGrant } from '@casino/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { useLanguage } from '../../../lib/language.ts';
import { formatMoney } from '../../wallet/index.ts';
import { formatDay } from '../lib/bonus-format.ts';
import styles from './bonuses.module.css';
import panel from '../../../components/ui/panel.module.css';

/** The bonuses waiting, in the order they start, each with a way to start it now. */
export function QueuedBonuses({
  queue,
  onActivate,
}: {
  queue: readonly BonusGrant[];
  onActivate: (grant: BonusGrant) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section className={panel.panel} aria-labelledby="bonus-queue-title">
      <h2 id="bonus-queue-title" className={panel.heading}>
        {t('bonuses.queue.title')}
      </h2>
      <p className={panel.text}>{t('bonuses.queue.text')}</p>
      <ol className={styles.list}>
        {queue.map((grant) => {
          const money = (minor: number) => formatMoney(minor, grant.currency, language);
          return (
            <li key={grant.id} className={styles.item}>
              <h3 className={styles.itemTitle}>{grant.title}</h3>
              <dl className={styles.terms}>
                <div className={styles.term}>
                  <dt>{t('bonuses.queue.amount')}</dt>
                  <dd>{money(grant.amount)}</dd>
                </div>
                <div className={styles.term}>
                  <dt>{t('bonuses.queue.wagering')}</dt>
                  <dd>{money(grant.wageringRequired)}</dd>
                </div>
                <div className={styles.term}>
                  <dt>{t('bonuses.queue.expiresOn')}</dt>
                  <dd>
                    <time dateTime={grant.expiresAt}>{formatDay(grant.expiresAt, language)}</time>
                  </dd>
                </div>
              </dl>
              <div className={styles.actions}>
                <Button
                  variant="secondary"
                  aria-label={t('bonuses.queue.activateLabel', { title: grant.title })}
                  onClick={() => onActivate(grant)}
                >
                  {t('bonuses.queue.activate')}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
