import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parseAmountToMinor } from '@casino/rules';
import type { LimitView } from '@casino/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../components/ui/field.tsx';
import { apiErrorMessage } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/language.ts';
import { showToast } from '../../../lib/ui-store.ts';
import { currencySymbol, formatMoney } from '../../wallet/index.ts';
import { useSetLimit } from '../api/set-limit.ts';
import { PendingChange } from './pending-change.tsx';
import styles from './protection.module.css';

type MoneyLimit = LimitView & { kind: 'deposit' | 'loss' | 'wager'; period: 'day' | 'week' | 'month' };

/**
 * One money limit: what it is, what it has counted in its rolling period, any change waiting, and a free amount
 * to set. Lower applies at once; higher or removal waits for the cooling-off (the server decides, the toast says).
 */
export function MoneyLimitRow({
  limit,
  currency,
  groupTitle,
}: {
  limit: MoneyLimit;
  currency: string;
  /** The group's name (deposit, loss or wager limits), so every form has a name of its own. */
  groupTitle: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const save = useSetLimit();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const unit = limit.currency ?? currency;
  const money = (minor: number) => formatMoney(minor, unit, language);

  const send = (amount: number | null) => {
    const before = limit.amount;
    save.mutate(
      { kind: limit.kind, period: limit.period, amount },
      {
        onSuccess: () => {
          setText('');
          const atOnce = amount !== null && (before === null || amount <= before);
          showToast({
            kind: 'success',
            text: atOnce ? 'protection.limit.appliedNow' : 'protection.limit.requested',
            translate: true,
          });
        },
      },
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const minor = parseAmountToMinor(text.trim(), unit);
    if (minor === null || minor <= 0) {
      setProblem('validation.positiveNumber');
      return;
    }
    setProblem(null);
    send(minor);
  };

  return (
    <form
      className={styles.limit}
      onSubmit={onSubmit}
      noValidate
      aria-label={`${groupTitle}, ${t(`protection.periods.${limit.period}`)}`}
    >
      <h4 className={styles.limitTitle}>{t(`protection.periods.${limit.period}`)}</h4>
      <p className={styles.limitState} data-testid={`limit-${limit.kind}-${limit.period}`}>
        {limit.amount === null
          ? t('protection.limit.none')
          : t('protection.limit.used', { used: money(limit.used), limit: money(limit.amount) })}
      </p>
      {limit.pending ? (
        <PendingChange
          limitKey={{ kind: limit.kind, period: limit.period }}
          pending={limit.pending}
          amountText={limit.pending.amount === null ? null : money(limit.pending.amount)}
        />
      ) : null}
      <div className={styles.limitForm}>
        <TextField
          label={t('protection.limit.newAmount', { symbol: currencySymbol(unit) })}
          inputMode="decimal"
          autoComplete="off"
          maxLength={10}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={problem ? t(problem) : undefined}
        />
        <div className={styles.limitActions}>
          <Button type="submit" size="sm" disabled={save.isPending}>
            {t('protection.limit.save')}
          </Button>
          {limit.amount !== null ? (
            <Button variant="ghost" size="sm" disabled={save.isPending} onClick={() => send(null)}>
              {t('protection.limit.remove')}
            </Button>
          ) : null}
        </div>
      </div>
      <FormError>{save.error ? apiErrorMessage(t, save.error) : null}</FormError>
    </form>
  );
}
