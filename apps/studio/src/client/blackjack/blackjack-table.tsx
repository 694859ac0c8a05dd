import type { PlayingCardSize } from '../cards/playing-card.tsx';
import type { BlackjackTableRound } from './blackjack-controller.ts';
import { DealerHand } from './dealer-hand.tsx';
import { PlayerHand } from './player-hand.tsx';
import styles from './blackjack-table.module.css';

/** Smaller cards as the player's hands multiply, so four split hands fit a phone. */
function playerCardSize(hands: number): PlayingCardSize {
  return hands === 1 ? 'large' : hands === 2 ? 'medium' : 'small';
}

/** The felt: the dealer's hand above the player's hands, or an empty table before the first deal. */
export function BlackjackTable({
  round,
  money,
}: {
  round: BlackjackTableRound | null;
  money: (amount: number) => string;
}) {
  if (!round) return <div className={styles.empty} aria-hidden="true" />;
  const { view } = round;
  const count = view.hands.length;
  return (
    <div className={styles.table}>
      <DealerHand view={view} size={count === 1 ? 'large' : 'medium'} />
      <ul className={`${styles.hands} ${count > 1 ? styles.split : ''}`}>
        {view.hands.map((hand, index) => (
          <PlayerHand
            key={index}
            hand={hand}
            index={index}
            count={count}
            active={view.phase === 'player' && view.activeHand === index}
            settlement={view.settlement?.hands[index] ?? null}
            size={playerCardSize(count)}
            money={money}
          />
        ))}
      </ul>
    </div>
  );
}
