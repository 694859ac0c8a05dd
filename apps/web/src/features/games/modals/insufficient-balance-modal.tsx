import { useTranslation } from 'react-i18next';
import type { ModalBodyProps } from '../../../lib/modal-props.ts';
import { Button } from '../../../components/ui/button.tsx';
import { openModal } from '../../../lib/ui-store.ts';
import styles from './game-modal.module.css';

/** INSUFFICIENT_BALANCE (§2.9, §8): the bet does not fit the balance; a deposit is the way on. */
export default function InsufficientBalanceModal({ close }: ModalBodyProps<'INSUFFICIENT_BALANCE'>) {
  const { t } = useTranslation();
  return (
    <div className={styles.body}>
      <p className={styles.text}>{t('games.modals.insufficient.text')}</p>
      <div className={styles.actions}>
        <Button
          fullWidth
          data-autofocus
          onClick={() => {
            // DEPOSIT has a lower priority: it would stay hidden under this one.
            close();
            openModal('DEPOSIT');
          }}
        >
          {t('games.modals.insufficient.deposit')}
        </Button>
        <Button fullWidth variant="secondary" onClick={close}>
          {t('general.close')}
        </Button>
      </div>
    </div>
  );
}
