import { useTranslation } from 'react-i18next';
import type { AmountLimits } from '@casino/contracts';
import { useLanguage } from '../../../lib/language.ts';
import { formatMajor } from '../../wallet/index.ts';
import { quickDepositAmounts } from '../lib/quick-amounts.ts';
import styles from './quick-amounts.module.css';

/** Buttons that fill the amount field with a quick amount of the player's currency (`lib/quick-amounts.ts`). */
export function QuickAmounts({
  currency,
  limits,
  value,
  onPick,
}: {
  currency: string;
  limits: AmountLimits;
  /** The amount field's text: the button of the same amount shows as pressed. */
  value: string;
  onPick: (amount: string) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const amounts = quickDepositAmounts(currency, limits);
  if (amounts.length === 0) return null;
  return (
    <div className={styles.chips} role="group" aria-label={t('cashier.quickAmounts')}>
      {amounts.map((amount) => (
        <button
          key={amount}
          type="button"
          className={styles.chip}
          aria-pressed={value.trim() === String(amount)}
          onClick={() => onPick(String(amount))}
        >
          {formatMajor(amount, currency, language)}
        </button>
      ))}
    </div>
  );
}
