import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RealityCheckView } from '@casino/contracts';
import { showToast } from '../../../lib/ui-store.ts';
import { useSetRealityCheck } from '../api/set-reality-check.ts';
import { REALITY_CHECK_CHOICES } from '../lib/protection-format.ts';
import { MinutesSelect, minutesOf, NO_MINUTES } from './minutes-select.tsx';
import panel from '../../../components/ui/panel.module.css';

/** The reality-check interval: off only where the player's market allows it. */
export function RealityCheckPanel({ realityCheck }: { realityCheck: RealityCheckView }) {
  const { t } = useTranslation();
  const save = useSetRealityCheck();
  const [choice, setChoice] = useState(
    realityCheck.minutes === null ? NO_MINUTES : String(realityCheck.minutes),
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { minutes: minutesOf(choice) },
      {
        onSuccess: () =>
          showToast({ kind: 'success', text: 'protection.realityCheck.saved', translate: true }),
      },
    );
  };
  return (
    <form className={panel.panel} onSubmit={onSubmit} aria-labelledby="reality-check-title" noValidate>
      <h3 id="reality-check-title" className={panel.heading}>
        {t('protection.realityCheck.title')}
      </h3>
      <p className={panel.text}>{t('protection.realityCheck.text')}</p>
      <MinutesSelect
        label={t('protection.realityCheck.label')}
        hint={realityCheck.mayBeOff ? undefined : t('protection.realityCheck.alwaysOn')}
        value={choice}
        onChange={setChoice}
        choices={REALITY_CHECK_CHOICES}
        noneLabel={realityCheck.mayBeOff ? t('protection.realityCheck.off') : undefined}
        error={save.error}
        saving={save.isPending}
        saveLabel={t('protection.realityCheck.save')}
      />
    </form>
  );
}
