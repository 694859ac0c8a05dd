import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LimitView } from '@casino/contracts';
import { useLanguage } from '../../../lib/language.ts';
import { showToast } from '../../../lib/ui-store.ts';
import { useSetLimit } from '../api/set-limit.ts';
import { formatMinutes, SESSION_LIMIT_CHOICES } from '../lib/protection-format.ts';
import { MinutesSelect, minutesOf, NO_MINUTES } from './minutes-select.tsx';
import { PendingChange } from './pending-change.tsx';
import panel from '../../../components/ui/panel.module.css';

/** The session time limit: once a session has lasted this long, play ends and the player signs in again. */
export function SessionLimitPanel({ limit }: { limit: LimitView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const save = useSetLimit();
  const [choice, setChoice] = useState(limit.amount === null ? NO_MINUTES : String(limit.amount));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const amount = minutesOf(choice);
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
      <MinutesSelect
        label={t('protection.session.label')}
        value={choice}
        onChange={setChoice}
        choices={SESSION_LIMIT_CHOICES}
        noneLabel={t('protection.limit.none')}
        error={save.error}
        saving={save.isPending}
        saveLabel={t('protection.limit.save')}
      />
    </form>
  );
}
