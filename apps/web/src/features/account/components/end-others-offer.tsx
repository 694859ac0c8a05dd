import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/field.tsx';
import { apiErrorMessage } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/ui-store.ts';
import { useEndOtherSessions } from '../api/end-other-sessions.ts';
import panel from '../../../components/ui/panel.module.css';

/** Offered after a password change: end the sessions on the other devices. */
export function EndOthersOffer({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const endOthers = useEndOtherSessions();
  const [serverError, setServerError] = useState<string | null>(null);
  const end = () => {
    setServerError(null);
    endOthers.mutate(undefined, {
      onSuccess: () => {
        showToast({ kind: 'success', text: 'account.toasts.otherSessionsEnded', translate: true });
        onDone();
      },
      onError: (failure) => setServerError(apiErrorMessage(t, failure)),
    });
  };
  return (
    <div className={panel.panel} role="status">
      <p className={panel.text}>{t('account.security.endOthersOffer')}</p>
      <FormError>{serverError}</FormError>
      <div className={panel.actions}>
        <Button onClick={end} disabled={endOthers.isPending}>
          {t('account.security.endOthers')}
        </Button>
      </div>
    </div>
  );
}
