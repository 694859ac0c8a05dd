import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { StartExclusionRequest } from '@casino/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { apiErrorMessage } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/ui-store.ts';
import { useStartExclusion } from '../api/start-exclusion.ts';
import panel from '../../../components/ui/panel.module.css';

/** The last word before a break starts: what it stops, what stays open, and that it cannot be shortened. */
export function BreakConfirmModal({
  request,
  onClose,
}: {
  request: StartExclusionRequest;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const start = useStartExclusion();
  const period = t(`protection.break.periods.${request.period}`);
  return (
    <Modal title={t('protection.break.confirm.title')} onClose={onClose}>
      <div className={panel.grid}>
        <p className={`${panel.text} ${panel.wide}`}>
          {t(`protection.break.confirm.${request.kind}`, { period })}
        </p>
        <FormError>{start.error ? apiErrorMessage(t, start.error) : null}</FormError>
        <div className={`${panel.actions} ${panel.wide}`}>
          <Button
            disabled={start.isPending}
            onClick={() =>
              start.mutate(request, {
                onSuccess: async () => {
                  // Balances, games and offers read differently now: nothing cached stays.
                  await queryClient.invalidateQueries();
                  showToast({ kind: 'success', text: 'protection.break.started', translate: true });
                  onClose();
                },
              })
            }
          >
            {t('protection.break.confirm.start')}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('protection.break.confirm.cancel')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
