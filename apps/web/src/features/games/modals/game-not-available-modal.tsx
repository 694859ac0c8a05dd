import { useTranslation } from 'react-i18next';
import type { ModalBodyProps } from '../../../lib/modal-props.ts';
import { LinkButton } from '../../../components/ui/button.tsx';
import { useLocalizedPath } from '../../../lib/language.ts';
import styles from './game-modal.module.css';

/** GAME_NOT_AVAILABLE (§2.9): the operator switched the game off; back to the games lobby. */
export default function GameNotAvailableModal({ close }: ModalBodyProps<'GAME_NOT_AVAILABLE'>) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <div className={styles.body}>
      <p className={styles.text}>{t('games.modals.notAvailable.text')}</p>
      <div className={styles.actions}>
        <LinkButton to={localize('/games')} fullWidth data-autofocus onClick={close}>
          {t('games.modals.notAvailable.action')}
        </LinkButton>
      </div>
    </div>
  );
}
