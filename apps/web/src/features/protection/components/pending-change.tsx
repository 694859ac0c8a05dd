import { useTranslation } from 'react-i18next';
import type { LimitKeyRequest, PendingLimitView } from '@casino/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/field.tsx';
import { apiErrorMessage } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/language.ts';
import { showToast } from '../../../lib/ui-store.ts';
import { useConfirmLimit } from '../api/confirm-limit.ts';
import { formatMoment, isConfirmable } from '../lib/protection-format.ts';
import { useNow } from '../../../lib/use-now.ts';
import styles from './protection.module.css';

/** A raise or removal waiting: when it may be confirmed and when it lapses; the confirm button once it may. */
export function PendingChange({
  limitKey,
  pending,
  amountText,
}: {
  limitKey: LimitKeyRequest;
  pending: PendingLimitView;
  /** The amount asked for as the player reads it; null for a removal. */
  amountText: string | null;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const confirm = useConfirmLimit();
  const now = useNow();
  const dates = {
    from: formatMoment(pending.confirmableFrom, language),
    until: formatMoment(pending.lapsesAt, language),
  };
  return (
    <div className={styles.pending}>
      <p className={styles.pendingText} role="status">
        {amountText === null
          ? t('protection.limit.pendingRemoval', dates)
          : t('protection.limit.pending', { ...dates, amount: amountText })}
      </p>
      {isConfirmable(pending, now) ? (
        <Button
          size="sm"
          variant="secondary"
          disabled={confirm.isPending}
          onClick={() =>
            confirm.mutate(limitKey, {
              onSuccess: () =>
                showToast({ kind: 'success', text: 'protection.limit.confirmed', translate: true }),
            })
          }
        >
          {t('protection.limit.confirm')}
        </Button>
      ) : null}
      <FormError>{confirm.error ? apiErrorMessage(t, confirm.error) : null}</FormError>
    </div>
  );
}
