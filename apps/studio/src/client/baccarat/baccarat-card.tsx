/**
 * One playing card on the baccarat table: the studio's shared card (client/cards), behind this one component so
 * the table decides its size and its deal in one place.
 */
import { PlayingCard } from '../cards/playing-card.tsx';
import type { Card } from '@casino/game-math';

export interface BaccaratCardProps {
  readonly card: Card;
  readonly size: 'small' | 'medium';
  readonly highlighted: boolean;
  /** The card has just been turned: it slides in (not with reduced motion, which the shared card honours). */
  readonly arriving: boolean;
}

export function BaccaratCard({ card, size, highlighted, arriving }: BaccaratCardProps) {
  return (
    <PlayingCard card={card} size={size} highlighted={highlighted} dealtIndex={arriving ? 0 : undefined} />
  );
}
