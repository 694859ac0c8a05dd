import type { BlackjackPlayerView } from '@casino/game-math';
import { PlayingCard, type PlayingCardSize } from '../cards/playing-card.tsx';
import { useGameMessages } from '../i18n/game-messages.ts';
import { BLACKJACK_TEXTS } from './messages/index.ts';
import { dealerTotalLabel } from './round-status.ts';
import styles from './blackjack-table.module.css';

/**
 * The dealer's cards: the up card and the hole card face down while the round is played, every card once it is
 * over. Dealt second and fourth; the hole card turns over before the dealer's draws.
 */
export function DealerHand({ view, size }: { view: BlackjackPlayerView; size: PlayingCardSize }) {
  const game = useGameMessages(BLACKJACK_TEXTS);
  const drew = view.dealer.length > 2;
  return (
    <section className={styles.dealer} aria-label={game.t('dealer')} data-testid="dealer">
      <div className={styles.handHeader}>
        <span className={styles.handName}>{game.t('dealer')}</span>
        <span className={styles.total} data-testid="dealer-total">
          {dealerTotalLabel(view, game)}
        </span>
      </div>
      <div className={styles.cards}>
        {view.dealer.map((card, index) => (
          <PlayingCard
            // A new key when the hole card turns over, so it is dealt face up again.
            key={`${index}-${card ? `${card.rank}${card.suit}` : 'down'}`}
            card={card}
            size={size}
            dealtIndex={index === 0 ? 1 : index === 1 ? (drew ? 0 : 3) : index - 1}
          />
        ))}
      </div>
    </section>
  );
}
