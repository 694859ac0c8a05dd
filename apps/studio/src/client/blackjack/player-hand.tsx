import { blackjackHandValue, type BlackjackHand, type BlackjackHandSettlement } from '@casino/game-math';
import { PlayingCard, type PlayingCardSize } from '../cards/playing-card.tsx';
import { useGameMessages } from '../i18n/game-messages.ts';
import { resultLabel, totalLabel } from './blackjack-texts.ts';
import { BLACKJACK_TEXTS } from './messages/index.ts';
import { handName } from './round-status.ts';
import styles from './blackjack-table.module.css';

export interface PlayerHandProps {
  readonly hand: BlackjackHand;
  readonly index: number;
  readonly count: number;
  /** The hand the next decision plays. */
  readonly active: boolean;
  /** Its result once the round is over. */
  readonly settlement: BlackjackHandSettlement | null;
  readonly size: PlayingCardSize;
  readonly money: (amount: number) => string;
}

/** One of the player's hands: its cards, total, stake, whether it is played now, and at the end its result. */
export function PlayerHand({ hand, index, count, active, settlement, size, money }: PlayerHandProps) {
  const game = useGameMessages(BLACKJACK_TEXTS);
  const name = handName(index, count, game);
  // With one hand there is nothing to point out.
  const marked = active && count > 1;
  // The first deal gives the only hand its cards first and third; later cards arrive on their own.
  const dealtIndexOf = (cardIndex: number) =>
    count === 1 && !hand.fromSplit && cardIndex < 2 ? cardIndex * 2 : 0;
  return (
    <li
      className={`${styles.hand} ${marked ? styles.active : ''}`}
      aria-label={name}
      aria-current={marked ? 'step' : undefined}
      data-testid={`hand-${index}`}
    >
      <div className={styles.handHeader}>
        <span className={styles.handName}>{name}</span>
        <span className={styles.total} data-testid={`hand-${index}-total`}>
          {totalLabel(blackjackHandValue(hand.cards), game)}
        </span>
      </div>
      <div className={styles.cards}>
        {hand.cards.map((card, cardIndex) => (
          <PlayingCard
            key={`${cardIndex}-${card.rank}${card.suit}`}
            card={card}
            size={size}
            dealtIndex={dealtIndexOf(cardIndex)}
          />
        ))}
      </div>
      <div className={styles.handFooter}>
        <p className={styles.stake}>
          {game.t('handStake', { amount: money(hand.stake) })}
          {hand.doubled ? ` · ${game.t('doubled')}` : ''}
        </p>
        {marked ? <p className={styles.activeNote}>{game.t('playingNow')}</p> : null}
        {settlement ? (
          <p className={`${styles.result} ${styles[settlement.result]}`} data-testid={`hand-${index}-result`}>
            {resultLabel(settlement.result, game)}
            {settlement.payout > 0 ? ` · ${money(settlement.payout)}` : ''}
          </p>
        ) : null}
      </div>
    </li>
  );
}
