import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/ui/button.tsx';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { useLocalizedPath } from '../../../lib/language.ts';
import type { ModalBodyProps } from '../../../lib/modal-props.ts';
import { useMyFreeSpins } from '../api/get-my-free-spins.ts';
import { FreeSpinsAwards } from './free-spins-awards.tsx';
import styles from './bonus-modal.module.css';

/**
 * FREE_SPINS (§2.9), opened by the free-spins watcher when the player's count of spins rises: each award with
 * its spins, the bet per spin, the expiry and the games to play them in; the way on is one of those games or
 * My bonuses. Spins gone by the time it shows leave a line that says so.
 */
export default function FreeSpinsModal({ close }: ModalBodyProps<'FREE_SPINS'>) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const freeSpins = useMyFreeSpins();

  const seeMyBonuses = (
    <LinkButton to={localize('/profile/bonuses')} fullWidth data-autofocus onClick={close}>
      {t('bonuses.modal.seeMine')}
    </LinkButton>
  );

  if (!freeSpins.data)
    return <LoadState lines={3} failed={freeSpins.isError} onRetry={() => void freeSpins.refetch()} />;
  const { awards } = freeSpins.data;
  return (
    <div className={styles.body} data-testid="free-spins-modal">
      {awards.length > 0 ? (
        <>
          <p className={styles.note}>{t('bonuses.freeSpins.intro')}</p>
          <FreeSpinsAwards awards={awards} onPlay={close} />
        </>
      ) : (
        <p className={styles.missing} role="status">
          {t('bonuses.freeSpins.none')}
        </p>
      )}
      {seeMyBonuses}
    </div>
  );
}
