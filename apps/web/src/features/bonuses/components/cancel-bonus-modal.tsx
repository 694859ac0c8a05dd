import { useTranslation } from 'react-i18next';
import type { BonusGrant } from '@casino/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { apiErrorMessage } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/language.ts';
import { showToast } from '../../../lib/ui-store.ts';
import { formatMoney } from '../../wallet/index.ts';
import { useCancelBonus } from '../api/cancel-bonus.ts';
import panel from '../../../components/ui/panel.module.css';

/** The last word before the active bonus is cancelled: its bonus balance and its wagering so far are lost. */
export function CancelBonusModal({ grant, onClose }: { grant: BonusGrant; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const cancel = useCancelBonus();
  const amount = formatMoney(grant.balance, grant.currency, language);
  return (
    <Modal title={t('bonuses.cancel.title')} onClose={onClose}>
      <div className={panel.grid}>
        <p className={`${panel.text} ${panel.wide}`}>{t('bonuses.cancel.text', { amount })}</p>
        <FormError>{cancel.error ? apiErrorMessage(t, cancel.error) : null}</FormError>
        <div className={`${panel.actions} ${panel.wide}`}>
          <Button
            disabled={cancel.isPending}
            onClick={() =>
              cancel.mutate(grant.id, {
                onSuccess: () => {
                  showToast({ kind: 'success', text: 'bonuses.cancel.done', translate: true });
                  onClose();
                },
              })
            }
          >
            {t('bonuses.cancel.confirm')}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('bonuses.cancel.keep')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
