import type { GameDetails } from '../../shared/play-api.ts';
import { useMessages, type MessageKey } from '../i18n/index.ts';
import { formatPercent } from '@casino/rules';
import styles from './paytable.module.css';

const VOLATILITY: Readonly<Record<GameDetails['game']['volatility'], MessageKey>> = {
  low: 'volatilityLow',
  medium: 'volatilityMedium',
  high: 'volatilityHigh',
};

/** RTP, bonus-buy RTP and volatility: what a player should know before playing. */
export function GameFacts({ game }: { game: GameDetails['game'] }) {
  const { t, language } = useMessages();
  return (
    <dl className={styles.facts}>
      <div className={styles.fact}>
        <dt>
          <abbr title={t('rtpFull')}>{t('rtp')}</abbr>
        </dt>
        <dd>{formatPercent(game.rtp, language)}</dd>
      </div>
      {game.bonusBuyRtp !== null ? (
        <div className={styles.fact}>
          <dt>{t('bonusBuyRtp')}</dt>
          <dd>{formatPercent(game.bonusBuyRtp, language)}</dd>
        </div>
      ) : null}
      <div className={styles.fact}>
        <dt>{t('volatility')}</dt>
        <dd>{t(VOLATILITY[game.volatility])}</dd>
      </div>
    </dl>
  );
}
