/**
 * The table: the player's and the banker's hands as they are dealt (in deal order, one by one unless motion is
 * reduced), their totals, then the drawing rule each hand followed and the winner.
 */
import type { BaccaratRound, Card } from '@casino/game-math';
import type { GameMessages } from '../i18n/game-messages.ts';
import { BaccaratCard } from './baccarat-card.tsx';
import type { BaccaratDeal, BaccaratShownRound } from './baccarat-controller.ts';
import { handRuleText, outcomeText } from './baccarat-texts.ts';
import { cardsShown, dealOrder, shownTotal, type BaccaratSide } from './deal-order.ts';
import type { BaccaratMessages } from './messages/en.ts';
import { useDealReveal } from './use-deal-reveal.ts';
import { useNarrowScreen } from './use-narrow-screen.ts';
import styles from './baccarat-hands.module.css';

const SIDES: readonly BaccaratSide[] = ['player', 'banker'];

export interface BaccaratHandsProps {
  readonly deal: BaccaratDeal | null;
  readonly shown: BaccaratShownRound | null;
  readonly motion: boolean;
  readonly texts: GameMessages<BaccaratMessages>;
  onCardDealt(id: number): void;
  onShown(id: number): void;
}

export function BaccaratHands({ deal, shown, motion, texts, onCardDealt, onShown }: BaccaratHandsProps) {
  const revealed = useDealReveal(deal, motion, onCardDealt, onShown);
  const cardSize = useNarrowScreen() ? 'small' : 'medium';
  const round: BaccaratRound | null = deal ? deal.round : (shown?.round ?? null);
  const count = deal ? revealed : round ? dealOrder(round).length : 0;
  const complete = deal === null && round !== null;
  const status = deal ? texts.t('dealing') : round ? outcomeText(texts, round) : texts.t('placeBets');

  return (
    <section className={styles.table} aria-label={texts.t('table')} data-testid="baccarat-table">
      <div className={styles.hands}>
        {SIDES.map((side) => (
          <Hand
            key={side}
            side={side}
            cards={round ? cardsShown(round, side, count) : []}
            rule={complete && round ? handRuleText(texts, side, round) : null}
            winner={complete && round?.outcome === side}
            pair={complete && round !== null && (side === 'player' ? round.playerPair : round.bankerPair)}
            cardSize={cardSize}
            arriving={deal !== null}
            texts={texts}
          />
        ))}
      </div>
      <p
        className={`${styles.status} ${complete && round ? styles[round.outcome] : ''}`}
        data-testid="baccarat-outcome"
      >
        {status}
      </p>
    </section>
  );
}

function Hand({
  side,
  cards,
  rule,
  winner,
  pair,
  cardSize,
  arriving,
  texts,
}: {
  side: BaccaratSide;
  cards: readonly Card[];
  rule: string | null;
  winner: boolean;
  pair: boolean;
  cardSize: 'small' | 'medium';
  /** The cards are being dealt: each slides in as it is turned. */
  arriving: boolean;
  texts: GameMessages<BaccaratMessages>;
}) {
  const name = texts.t(side === 'player' ? 'betPlayer' : 'betBanker');
  const total = shownTotal(cards);
  return (
    <div
      className={`${styles.hand} ${styles[side]} ${winner ? styles.winner : ''}`}
      data-testid={`hand-${side}`}
    >
      <div className={styles.handHeader}>
        <h2 className={styles.handName}>{name}</h2>
        <span className={styles.total} data-testid={`total-${side}`}>
          {total === null ? '' : texts.t('handTotal', { total })}
        </span>
      </div>
      <ul className={styles.cards} aria-label={name}>
        {cards.map((card, place) => (
          <li key={place} className={`${styles.slot} ${place === 2 ? styles.third : ''}`}>
            <BaccaratCard card={card} size={cardSize} highlighted={winner} arriving={arriving} />
          </li>
        ))}
      </ul>
      {pair ? (
        <p className={styles.pair}>{texts.t(side === 'player' ? 'betPlayerPair' : 'betBankerPair')}</p>
      ) : null}
      <p className={styles.rule} data-testid={`rule-${side}`}>
        {rule ?? ''}
      </p>
    </div>
  );
}
