import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPlayerCurrency } from '@casino/rules';
import type { ModalBodyProps } from '../../../lib/modal-props.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/field.tsx';
import { apiErrorMessage } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/ui-store.ts';
import { useChangeCurrency } from '../api/change-currency.ts';
import { displayCurrency } from '../lib/display-currency.ts';
import styles from './change-currency-modal.module.css';

/**
 * CHANGE_CURRENCY_MODAL (§4): a player who picks another currency in the deposit banner confirms here that the
 * bonus balance is reset to zero and pending bonuses and free spins are cancelled. props.currency is the choice.
 */
export default function ChangeCurrencyModal({ props, close }: ModalBodyProps<'CHANGE_CURRENCY_MODAL'>) {
  const { t } = useTranslation();
  const change = useChangeCurrency();
  // The answer of the last attempt: a new attempt clears it.
  const error = change.error ? apiErrorMessage(t, change.error) : null;
  // One key per confirmation: a retry after a lost answer is the same request.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const currency = isPlayerCurrency(props.currency) ? props.currency : null;
  if (!currency) return <p className={styles.text}>{t('wallet.changeCurrency.unknown')}</p>;

  const confirm = () => {
    change.mutate(
      { currency, idempotencyKey },
      {
        onSuccess: () => {
          showToast({ kind: 'success', text: 'wallet.changeCurrency.done', translate: true });
          close();
        },
      },
    );
  };

  return (
    <div className={styles.body}>
      <p className={styles.text}>
        {t('wallet.changeCurrency.question', { currency: displayCurrency(currency) })}
      </p>
      <p className={styles.warning}>{t('wallet.changeCurrency.effects')}</p>
      <FormError>{error}</FormError>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={close}>
          {t('wallet.changeCurrency.cancel')}
        </Button>
        <Button onClick={confirm} disabled={change.isPending}>
          {t('wallet.changeCurrency.confirm')}
        </Button>
      </div>
    </div>
  );
}
