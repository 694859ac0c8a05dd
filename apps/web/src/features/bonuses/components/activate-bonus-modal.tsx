import { useTranslation } from 'react-i18next';
import type { BonusGrant } from '@casino/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { apiErrorMessage } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/language.ts';
import { showToast } from '../../../lib/ui-store.ts';
import { formatMoney } from '../../wallet/index.ts';
import { useActivateBonus } from '../api/activate-bonus.ts';
import panel from '../../../components/ui/panel.module.css';

/**
 * Confirms starting a queued bonus now. With a bonus active it says what that bonus loses: its bonus balance goes
 * to zero and its wagering progress is burnt (§4).
 */
export function ActivateBonusModal({
  grant,
  active,
  onClose,
}: {
  grant: BonusGrant;
  /** The bonus active now, which the activation forfeits, or null. */
  active: BonusGrant | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const activate = useActivateBonus();
  return (
    <Modal title={t('bonuses.activate.title')} onClose={onClose}>
      <div className={panel.grid}>
        <p className={`${panel.text} ${panel.wide}`}>{t('bonuses.activate.text', { title: grant.title })}</p>
        {active ? (
          <p className={`${panel.text} ${panel.wide}`} data-testid="activate-warning">
            {t('bonuses.activate.replaces', {
              title: active.title,
              amount: formatMoney(active.balance, active.currency, language),
            })}
          </p>
        ) : null}
        <FormError>{activate.error ? apiErrorMessage(t, activate.error) : null}</FormError>
        <div className={`${panel.actions} ${panel.wide}`}>
          <Button
            disabled={activate.isPending}
            onClick={() =>
              activate.mutate(grant.id, {
                onSuccess: () => {
                  showToast({ kind: 'success', text: 'bonuses.activate.done', translate: true });
                  onClose();
                },
              })
            }
          >
            {t('bonuses.activate.confirm')}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('bonuses.activate.keep')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
