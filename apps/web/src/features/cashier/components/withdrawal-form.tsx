import { useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { WITHDRAWAL_VALUE_MAX_LENGTH } from '@casino/rules';
import type { WithdrawalMethod, WithdrawalRequest } from '@casino/contracts';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../components/ui/field.tsx';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { apiErrorMessage, fieldErrorText } from '../../../lib/form-errors.ts';
import { useLanguage, useLocalizedPath } from '../../../lib/language.ts';
import { showToast } from '../../../lib/ui-store.ts';
import { formatMoney, useShortBalance } from '../../wallet/index.ts';
import { useCreateWithdrawal } from '../api/create-withdrawal.ts';
import { amountErrorText } from '../lib/amount-messages.ts';
import { useIdempotencyKey } from '../lib/idempotency.ts';
import { useWithdrawalForm } from '../lib/use-withdrawal-form.ts';
import {
  WITHDRAWAL_FIELDS,
  withdrawalErrorsFromDetails,
  type WithdrawalTextField,
} from '../lib/withdrawal-rules.ts';
import { AmountField } from './amount-field.tsx';
import styles from './cashier.module.css';
import panel from '../../../components/ui/panel.module.css';

/** Account numbers and addresses are codes, not words: no autocorrection, capitals or spelling marks. */
const INPUT_ATTRIBUTES: Record<WithdrawalTextField, InputHTMLAttributes<HTMLInputElement>> = {
  account: { autoComplete: 'off', autoCapitalize: 'characters', autoCorrect: 'off', spellCheck: false },
  cardHolderName: { autoComplete: 'name' },
  walletAddress: { autoComplete: 'off', autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false },
};

/**
 * Withdrawal (§3): the method's account fields, each saying what it takes, and an amount of real money.
 * Verified players only; others are told why and led to the verification page. The amount is held at once
 * and shows as pending in the history.
 */
export function WithdrawalForm({ method }: { method: WithdrawalMethod }) {
  const balance = useShortBalance();
  if (!balance.data) return <LoadState failed={balance.isError} onRetry={() => void balance.refetch()} />;
  return (
    <WithdrawalFormFields
      method={method}
      currency={balance.data.currency}
      available={balance.data.balanceMain}
      bonusBalance={balance.data.bonusCasino}
    />
  );
}

function WithdrawalFormFields({
  method,
  currency,
  available,
  bonusBalance,
}: {
  method: WithdrawalMethod;
  currency: string;
  /** Real money, minor units. */
  available: number;
  /** Bonus money, minor units: what a withdrawal forfeits with the active bonus. */
  bonusBalance: number;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const localize = useLocalizedPath();
  const create = useCreateWithdrawal();
  const idempotency = useIdempotencyKey();
  const form = useWithdrawalForm(method, currency, available);
  const { errors } = form.formState;
  const [failure, setFailure] = useState<{ text: string; verify: boolean } | null>(null);
  /** A request the server held back because it forfeits the active bonus: sent again once the player agrees. */
  const [forfeitAsked, setForfeitAsked] = useState<Omit<WithdrawalRequest, 'idempotencyKey'> | null>(null);

  function send(request: Omit<WithdrawalRequest, 'idempotencyKey'>) {
    if (create.isPending) return;
    create.mutate(
      { ...request, idempotencyKey: idempotency.keyFor(request) },
      {
        onSuccess: () => {
          idempotency.reset();
          form.clear();
          setForfeitAsked(null);
          showToast({ kind: 'success', text: 'cashier.toasts.withdrawalRequested', translate: true });
        },
        onError: (error) => {
          const code = error instanceof ApiError ? error.code : null;
          if (code !== 'network') idempotency.reset();
          setForfeitAsked(null);
          if (code === 'bonus_active') return setForfeitAsked(request);
          if (error instanceof ApiError) form.refused(withdrawalErrorsFromDetails(method, error.details));
          setFailure({ text: apiErrorMessage(t, error), verify: code === 'verification_required' });
        },
      },
    );
  }

  const onSubmit = form.handleSubmit((request) => send(request));
  const forfeitModal = forfeitAsked ? (
    <Modal title={t('cashier.withdrawal.bonusForfeit.title')} onClose={() => setForfeitAsked(null)}>
      <p className={panel.text}>
        {t('cashier.withdrawal.bonusForfeit.text', { amount: formatMoney(bonusBalance, currency, language) })}
      </p>
      <div className={panel.actions}>
        <Button disabled={create.isPending} onClick={() => send({ ...forfeitAsked, forfeitBonus: true })}>
          {t('cashier.withdrawal.bonusForfeit.confirm')}
        </Button>
        <Button variant="ghost" onClick={() => setForfeitAsked(null)}>
          {t('cashier.withdrawal.bonusForfeit.keep')}
        </Button>
      </div>
    </Modal>
  ) : null;

  return (
    <>
      <form
        className={styles.form}
        onSubmit={(event) => {
          setFailure(null);
          void onSubmit(event);
        }}
        noValidate
        aria-label={t(`cashier.withdrawal.form.${method}`)}
      >
        <p className={styles.balance} data-testid="withdrawable-balance">
          {t('cashier.withdrawal.available', { amount: formatMoney(available, currency, language) })}
        </p>
        {WITHDRAWAL_FIELDS[method].map((field) => (
          <TextField
            key={field}
            label={t(`cashier.withdrawal.fields.${field}`)}
            hint={t(`cashier.withdrawal.hints.${field}`)}
            {...INPUT_ATTRIBUTES[field]}
            error={fieldErrorText(t, errors[field]?.message)}
            {...form.field(field)}
          />
        ))}
        <AmountField
          maxLength={WITHDRAWAL_VALUE_MAX_LENGTH}
          error={amountErrorText(t, language, errors.amount, currency)}
          {...form.field('amount')}
        />
        <p className={styles.note}>{t('cashier.withdrawal.realMoneyOnly')}</p>
        <FormError>
          {failure ? (
            <>
              {failure.text}
              {failure.verify ? (
                <>
                  {' '}
                  <LinkButton variant="secondary" to={localize('/profile/verification')}>
                    {t('cashier.withdrawal.goToVerification')}
                  </LinkButton>
                </>
              ) : null}
            </>
          ) : null}
        </FormError>
        <Button type="submit" fullWidth disabled={create.isPending}>
          {t(create.isPending ? 'cashier.withdrawal.submitting' : 'cashier.withdrawal.submit')}
        </Button>
      </form>
      {forfeitModal}
    </>
  );
}
