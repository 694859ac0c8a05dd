import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BonusGrant } from '@casino/contracts';
import { useLanguage } from '../../../lib/language.ts';
import { formatMoney } from '../../wallet/index.ts';
import { formatPercentage, wageringPercent } from '../lib/bonus-format.ts';
import styles from './bonuses.module.css';

/** The wagering of the active bonus: a progress bar with both figures as money and the share done. */
export function WageringProgress({ grant }: { grant: BonusGrant }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const labelId = useId();
  const percent = formatPercentage(wageringPercent(grant), language);
  const figures = t('bonuses.active.wageredOf', {
    wagered: formatMoney(grant.wagered, grant.currency, language),
    required: formatMoney(grant.wageringRequired, grant.currency, language),
  });
  const max = Math.max(grant.wageringRequired, 1);
  return (
    <div className={styles.wagering}>
      <div className={styles.wageringHead}>
        <span id={labelId} className={styles.label}>
          {t('bonuses.active.wagering')}
        </span>
        <span className={styles.percent}>{percent}</span>
      </div>
      <progress
        className={styles.progress}
        value={grant.wageringRequired > 0 ? Math.min(Math.max(grant.wagered, 0), max) : max}
        max={max}
        aria-labelledby={labelId}
        aria-valuetext={`${figures} (${percent})`}
      />
      <p className={styles.note} data-testid="wagering-figures">
        {figures}
      </p>
    </div>
  );
}
