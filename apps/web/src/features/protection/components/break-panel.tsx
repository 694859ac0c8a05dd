import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SELF_EXCLUSION_PERIODS, TIME_OUT_PERIODS } from '@casino/rules';
import type { StartExclusionRequest } from '@casino/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { BreakConfirmModal } from './break-confirm-modal.tsx';
import panel from '../../../components/ui/panel.module.css';

/**
 * A time-out or a self-exclusion, each chosen then confirmed in a dialog that says what it means: both start at
 * once and end the player's games; neither can be shortened.
 */
export function BreakPanel({ kind }: { kind: StartExclusionRequest['kind'] }) {
  const { t } = useTranslation();
  const periods = kind === 'timeOut' ? TIME_OUT_PERIODS : SELF_EXCLUSION_PERIODS;
  const [period, setPeriod] = useState<string>(periods[0]);
  const [confirming, setConfirming] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setConfirming(true);
  };
  return (
    <form className={panel.panel} onSubmit={onSubmit} aria-labelledby={`${kind}-title`} noValidate>
      <h3 id={`${kind}-title`} className={panel.heading}>
        {t(`protection.break.${kind}.title`)}
      </h3>
      <p className={panel.text}>{t(`protection.break.${kind}.text`)}</p>
      <SelectField
        label={t('protection.break.period')}
        value={period}
        onChange={(event) => setPeriod(event.target.value)}
      >
        {periods.map((value) => (
          <option key={value} value={value}>
            {t(`protection.break.periods.${value}`)}
          </option>
        ))}
      </SelectField>
      <div className={panel.actions}>
        <Button type="submit" variant="secondary">
          {t(`protection.break.${kind}.start`)}
        </Button>
      </div>
      {confirming ? (
        <BreakConfirmModal
          request={{ kind, period } as StartExclusionRequest}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </form>
  );
}
