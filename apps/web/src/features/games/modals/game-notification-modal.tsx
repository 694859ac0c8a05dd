import { useTranslation } from 'react-i18next';
import type { ModalBodyProps } from '../../../lib/modal-props.ts';
import { Button } from '../../../components/ui/button.tsx';
import styles from './game-modal.module.css';

/**
 * GAME_NOTIFICATION (§2.9): a notice about a game, `props.messageKey` being the translation key of its text.
 * A key the translations lack shows the general notice instead of a raw key.
 */
export default function GameNotificationModal({ props, close }: ModalBodyProps<'GAME_NOTIFICATION'>) {
  const { t, i18n } = useTranslation();
  const key = i18n.exists(props.messageKey) ? props.messageKey : null;
  return (
    <div className={styles.body}>
      <p className={styles.text}>{key ? t(key) : t('games.modals.notification.fallback')}</p>
      <div className={styles.actions}>
        <Button fullWidth data-autofocus onClick={close}>
          {t('games.modals.notification.action')}
        </Button>
      </div>
    </div>
  );
}
