import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@casino/contracts';
import { formatPercent } from '@casino/rules';
import { useLanguage } from '../../../lib/language.ts';
import { GameArt } from './game-art.tsx';
import { tileBadges } from '../lib/tile-badges.ts';
import { GameBadges } from './game-badges.tsx';
import styles from './game-info-panel.module.css';

/** What a player should know before playing: studio, type, return to player, volatility and badges. */
export function GameInfoPanel({ id, game, hidden }: { id: string; game: Game; hidden: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  return (
    <aside id={id} className={styles.panel} aria-labelledby={titleId} hidden={hidden}>
      <div className={styles.art}>
        <GameArt game={game} lazy={false} wide />
      </div>
      <div className={styles.facts}>
        <h2 id={titleId} className={styles.title}>
          {t('games.info.title')}
        </h2>
        <dl className={styles.list}>
          <div className={styles.row}>
            <dt>{t('games.info.studio')}</dt>
            <dd>{game.providerName}</dd>
          </div>
          <div className={styles.row}>
            <dt>{t('games.info.type')}</dt>
            <dd>{t(`games.types.${game.type}`)}</dd>
          </div>
          <div className={styles.row}>
            <dt>{t('games.info.rtp')}</dt>
            <dd className={styles.number}>{formatPercent(game.rtp, language)}</dd>
          </div>
          {game.bonusBuyRtp !== null ? (
            <div className={styles.row}>
              <dt>{t('games.info.bonusBuyRtp')}</dt>
              <dd className={styles.number}>{formatPercent(game.bonusBuyRtp, language)}</dd>
            </div>
          ) : null}
          <div className={styles.row}>
            <dt>{t('games.info.volatility')}</dt>
            <dd>{t(`games.volatility.${game.volatility}`)}</dd>
          </div>
        </dl>
        <GameBadges badges={tileBadges(game)} />
        <p className={styles.rules}>{t('games.info.rules')}</p>
      </div>
    </aside>
  );
}
