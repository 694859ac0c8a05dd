import { useTranslation } from 'react-i18next';
import type { LimitView } from '@casino/contracts';
import { MoneyLimitRow } from './money-limit-row.tsx';
import panel from '../../../components/ui/panel.module.css';
import styles from './protection.module.css';

type MoneyLimit = LimitView & { kind: 'deposit' | 'loss' | 'wager'; period: 'day' | 'week' | 'month' };

const isMoneyLimit = (limit: LimitView): limit is MoneyLimit => limit.kind !== 'session';

/** The deposit, loss or wager limits over their three rolling periods. */
export function LimitGroup({
  kind,
  limits,
  currency,
}: {
  kind: 'deposit' | 'loss' | 'wager';
  limits: readonly LimitView[];
  currency: string;
}) {
  const { t } = useTranslation();
  const rows = limits.filter(isMoneyLimit).filter((limit) => limit.kind === kind);
  return (
    <section className={panel.panel} aria-labelledby={`limits-${kind}`} id={`${kind}-limits`}>
      <h3 id={`limits-${kind}`} className={panel.heading}>
        {t(`protection.groups.${kind}.title`)}
      </h3>
      <p className={panel.text}>{t(`protection.groups.${kind}.text`)}</p>
      <div className={styles.limits}>
        {rows.map((limit) => (
          <MoneyLimitRow
            key={limit.period}
            limit={limit}
            currency={currency}
            groupTitle={t(`protection.groups.${kind}.title`)}
          />
        ))}
      </div>
    </section>
  );
}
