import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RealityCheckView } from '@casino/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, SelectField } from '../../../components/ui/field.tsx';
import { apiErrorMessage } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/language.ts';
import { showToast } from '../../../lib/ui-store.ts';
import { useSetRealityCheck } from '../api/set-reality-check.ts';
import { formatMinutes, REALITY_CHECK_CHOICES } from '../lib/protection-format.ts';
import panel from '../../../components/ui/panel.module.css';

const OFF = 'off';

/** The reality-check interval: off only where the player's market allows it. */
export function RealityCheckPanel({ realityCheck }: { realityCheck: RealityCheckView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const save = useSetRealityCheck();
  const [choice, setChoice] = useState(realityCheck.minutes === null ? OFF : String(realityCheck.minutes));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { minutes: choice === OFF ? null : Number(choice) },
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
      <SelectField
        label={t('protection.realityCheck.label')}
        value={choice}
        onChange={(event) => setChoice(event.target.value)}
        hint={realityCheck.mayBeOff ? undefined : t('protection.realityCheck.alwaysOn')}
      >
        {realityCheck.mayBeOff ? <option value={OFF}>{t('protection.realityCheck.off')}</option> : null}
        {REALITY_CHECK_CHOICES.map((minutes) => (
          <option key={minutes} value={String(minutes)}>
            {formatMinutes(minutes, language)}
          </option>
        ))}
      </SelectField>
      <FormError>{save.error ? apiErrorMessage(t, save.error) : null}</FormError>
      <div className={panel.actions}>
        <Button type="submit" disabled={save.isPending}>
          {t('protection.realityCheck.save')}
        </Button>
      </div>
    </form>
  );
}
