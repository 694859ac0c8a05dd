import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LimitView } from '@casino/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, SelectField } from '../../../components/ui/field.tsx';
import { apiErrorMessage } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/language.ts';
import { showToast } from '../../../lib/ui-store.ts';
import { useSetLimit } from '../api/set-limit.ts';
import { formatMinutes, SESSION_LIMIT_CHOICES } from '../lib/protection-format.ts';
import { PendingChange } from './pending-change.tsx';
import panel from '../../../components/ui/panel.module.css';

const NONE = 'none';

/** The session time limit: once a session has lasted this long, play ends and the player signs in again. */
export function SessionLimitPanel({ limit }: { limit: LimitView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const save = useSetLimit();
  const [choice, setChoice] = useState(limit.amount === null ? NONE : String(limit.amount));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const amount = choice === NONE ? null : Number(choice);
    const atOnce = amount !== null && (limit.amount === null || amount <= limit.amount);
    save.mutate(
      { kind: 'session', period: 'session', amount },
      {
        onSuccess: () =>
          showToast({
            kind: 'success',
            text: atOnce ? 'protection.limit.appliedNow' : 'protection.limit.requested',
            translate: true,
          }),
      },
    );
  };

  return (
    <form className={panel.panel} onSubmit={onSubmit} aria-labelledby="session-limit-title" noValidate>
      <h3 id="session-limit-title" className={panel.heading}>
        {t('protection.session.title')}
      </h3>
      <p className={panel.text}>{t('protection.session.text')}</p>
      <p className={panel.text} data-testid="limit-session">
        {limit.amount === null
          ? t('protection.limit.none')
          : t('protection.session.current', {
              limit: formatMinutes(limit.amount, language),
              used: formatMinutes(limit.used, language),
            })}
      </p>
      {limit.pending ? (
        <PendingChange
          limitKey={{ kind: 'session', period: 'session' }}
          pending={limit.pending}
          amountText={limit.pending.amount === null ? null : formatMinutes(limit.pending.amount, language)}
        />
      ) : null}
      <SelectField
        label={t('protection.session.label')}
        value={choice}
        onChange={(event) => setChoice(event.target.value)}
      >
        <option value={NONE}>{t('protection.limit.none')}</option>
        {SESSION_LIMIT_CHOICES.map((minutes) => (
          <option key={minutes} value={String(minutes)}>
            {formatMinutes(minutes, language)}
          </option>
        ))}
      </SelectField>
      <FormError>{save.error ? apiErrorMessage(t, save.error) : null}</FormError>
      <div className={panel.actions}>
        <Button type="submit" disabled={save.isPending}>
          {t('protection.limit.save')}
        </Button>
      </div>
    </form>
  );
}
