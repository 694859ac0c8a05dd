import type { Card } from '@casino/game-math';
import { VisuallyHidden } from '@casino/ui';
import { useFairnessI18n } from '../i18n/fairness-i18n.tsx';
import { cardFace, cardName, isRedSuit } from './card-names.ts';
import styles from './cards.module.css';

/** Cards as printed ("K♠ 7♥"), read out by name ("King of spades, Seven of hearts"); null is face down. */
export function PlayingCards(props: { cards: readonly (Card | null)[] }) {
  const { text, locale } = useFairnessI18n();
  const { cards } = props;
  return (
    <span className={styles.cards}>
      <span aria-hidden="true">
        {cards.map((card, index) => (
          <span key={index}>
            {index > 0 && ' '}
            <span className={card && isRedSuit(card.suit) ? styles.red : styles.black}>{cardFace(card)}</span>
          </span>
        ))}
      </span>
      <VisuallyHidden>{cards.map((card) => cardName(card, text, locale)).join(', ')}</VisuallyHidden>
    </span>
  );
}
