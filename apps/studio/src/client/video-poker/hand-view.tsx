import type { MouseEvent } from 'react';
import { cardOfCode } from '@casino/game-math';
import { PlayingCard } from '../cards/playing-card.tsx';
import { useCardNames } from '../cards/use-card-names.ts';
import { useGameMessages } from '../i18n/game-messages.ts';
import { VIDEO_POKER_TEXTS } from './messages/index.ts';
import { HAND_SIZE, type VideoPokerHand, type VideoPokerPhase } from './video-poker-controller.ts';
import styles from './hand-view.module.css';

export interface HandViewProps {
  readonly hand: VideoPokerHand | null;
  readonly phase: VideoPokerPhase;
  /** The hint's best hold, marked on the cards; null when the hint is off or not worked out yet. */
  readonly bestHeld: readonly boolean[] | null;
  readonly cardSize: 'medium' | 'large';
  onToggle(position: number): void;
}

const POSITIONS = Array.from({ length: HAND_SIZE }, (_, position) => position);

/** A pointer press does not move the focus, so Space still deals and draws after a card was clicked. */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/** Which card a position shows: face down while dealing, and where a card is being replaced while drawing. */
function shownCode(hand: VideoPokerHand | null, phase: VideoPokerPhase, position: number): string | null {
  if (phase === 'dealing' || !hand) return null;
  if (phase === 'drawing' && !hand.held[position]) return null;
  return hand.cards[position] ?? null;
}

/** When a card arrives: all five on the deal, the replaced ones in order on the draw; the rest stay put. */
function arrivalOrder(hand: VideoPokerHand | null, position: number): number | undefined {
  if (!hand) return undefined;
  if (!hand.drawn) return position;
  if (hand.held[position]) return undefined;
  return hand.held.slice(0, position).filter((kept) => !kept).length;
}

/** The five cards; while the hand waits for the draw, each is a Hold toggle (the card or its Hold label). */
export function HandView({ hand, phase, bestHeld, cardSize, onToggle }: HandViewProps) {
  const game = useGameMessages(VIDEO_POKER_TEXTS);
  const nameOf = useCardNames();
  const holding = phase === 'holding' && hand !== null;

  return (
    <ol className={styles.hand} aria-label={game.t('yourHand')} data-testid="hand">
      {POSITIONS.map((position) => {
        const code = shownCode(hand, phase, position);
        const card = code === null ? null : cardOfCode(code);
        const held = hand?.held[position] === true;
        const best = bestHeld?.[position] === true;
        const face = (
          <PlayingCard
            key={code ?? 'back'}
            card={card}
            size={cardSize}
            highlighted={holding && held}
            dealtIndex={code === null ? undefined : arrivalOrder(hand, position)}
          />
        );
        const bestMark = (
          <span className={best && holding ? styles.best : styles.noBest} aria-hidden="true">
            {game.t('hintBadge')}
          </span>
        );
        if (holding) {
          return (
            <li key={position} className={styles.place}>
              <button
                type="button"
                className={styles.slot}
                aria-pressed={held}
                aria-label={game.t('holdCard', { position: position + 1, card: nameOf(card) })}
                onMouseDown={keepFocus}
                onClick={() => onToggle(position)}
                data-best={best || undefined}
              >
                {bestMark}
                {face}
                <span className={styles.holdLabel} aria-hidden="true">
                  {held ? `✓ ${game.t('hold')}` : game.t('hold')}
                </span>
              </button>
            </li>
          );
        }
        const showHeld = hand?.drawn === true && held && phase === 'betting';
        return (
          <li key={position} className={styles.place}>
            <div className={styles.slot}>
              {bestMark}
              {face}
              <span className={showHeld ? styles.heldLabel : styles.noLabel}>
                {showHeld ? game.t('held') : ''}
              </span>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
