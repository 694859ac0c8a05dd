import { useTranslation } from 'react-i18next';
import type { GameCategory } from '@casino/rules';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { useLocalizedPath } from '../../../lib/language.ts';
import type { ModalBodyProps } from '../../../lib/modal-props.ts';
import styles from './bonus-modal.module.css';
import own from './event-modal.module.css';

/** The category page of the games that count towards a bonus (§2.6, query value my-bonus-games). */
const BONUS_GAMES: GameCategory = 'bonus-games';

/**
 * ATTENTION_BONUS (§2.9), opened by the game page when the player's active bonus does not count the game's
 * stakes (§8 "game does not contribute to wagering (choose a bonus game)"): what that means for the player's
 * money, and the choice of a bonus game or playing on.
 */
export default function AttentionBonusModal({ props, close }: ModalBodyProps<'ATTENTION_BONUS'>) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const { game } = props;
  return (
    <div className={styles.body} data-testid="attention-bonus-modal">
      <p className={styles.note}>
        {game === undefined ? t('bonuses.attention.thisGame') : t('bonuses.attention.namedGame', { game })}
      </p>
      <p className={styles.note}>{t('bonuses.attention.stakes')}</p>
      <div className={own.actions}>
        <LinkButton to={localize(`/games/${BONUS_GAMES}`)} fullWidth data-autofocus onClick={close}>
          {t('bonuses.attention.choose')}
        </LinkButton>
        <Button fullWidth variant="secondary" onClick={close}>
          {t('bonuses.attention.playAnyway')}
        </Button>
      </div>
    </div>
  );
}
