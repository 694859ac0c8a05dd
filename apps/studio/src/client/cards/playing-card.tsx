import type { Card } from '@casino/game-math';
import { cssVars } from '../lib/css-vars.ts';
import { useMotion } from '../lib/motion.ts';
import { isRedSuit, rankLabel, suitSymbol } from './card-names.ts';
import { useCardNames } from './use-card-names.ts';
import styles from './playing-card.module.css';

export type PlayingCardSize = 'small' | 'medium' | 'large';

export interface PlayingCardProps {
  /** The card face up, or null for a card lying face down. */
  readonly card: Card | null;
  readonly size?: PlayingCardSize;
  /** Raised and outlined (a held card, a winning card, the hand in play); say why in text nearby. */
  readonly highlighted?: boolean;
  /**
   * The card's place in the deal it arrives with: it slides in after `dealtIndex` cards before it. Without it
   * the card simply appears; with reduced motion it always does.
   */
  readonly dealtIndex?: number;
}

/**
 * One playing card, drawn with its rank and suit symbol (face up) or its back (face down), named for screen
 * readers in the page's language ("Queen of hearts", "face-down card"). Shared by the card games.
 */
export function PlayingCard({ card, size = 'medium', highlighted = false, dealtIndex }: PlayingCardProps) {
  const motion = useMotion();
  const nameOf = useCardNames();
  const dealt = motion && dealtIndex !== undefined;
  const classes = [
    styles.card,
    styles[size],
    card === null ? styles.faceDown : isRedSuit(card.suit) ? styles.red : styles.black,
    highlighted ? styles.highlighted : '',
    dealt ? styles.dealt : '',
  ];
  return (
    <span
      className={classes.filter(Boolean).join(' ')}
      role="img"
      aria-label={nameOf(card)}
      data-highlighted={highlighted || undefined}
      style={dealt ? cssVars({ '--deal-index': dealtIndex }) : undefined}
    >
      {card === null ? (
        <span className={styles.back} aria-hidden="true" />
      ) : (
        <>
          <span className={styles.corner} aria-hidden="true">
            <span>{rankLabel(card.rank)}</span>
            <span>{suitSymbol(card.suit)}</span>
          </span>
          <span className={styles.pip} aria-hidden="true">
            {suitSymbol(card.suit)}
          </span>
          <span className={`${styles.corner} ${styles.turned}`} aria-hidden="true">
            <span>{rankLabel(card.rank)}</span>
            <span>{suitSymbol(card.suit)}</span>
          </span>
        </>
      )}
    </span>
  );
}
