/**
 * The table's scene, on the server's clock: an animated dealer (drawn, and called so) behind the wheel or the
 * baccarat hands. The wheel turns while bets are closed and lands on the number once it is drawn; the cards are
 * dealt once the coup is drawn. Someone joining after the draw sees it land at once.
 */
import { useCallback, useState } from 'react';
import { settleBaccarat, type BaccaratBets, type TablePhase } from '@casino/game-math';
import type { LiveRoundView, LiveVariant } from '../../shared/live-api.ts';
import { BaccaratHands } from '../baccarat/baccarat-hands.tsx';
import type { BaccaratMessages } from '../baccarat/messages/en.ts';
import type { GameMessages } from '../i18n/game-messages.ts';
import { RouletteWheel } from '../roulette/roulette-wheel.tsx';
import type { LiveMessages } from './messages/en.ts';
import styles from './live-game.module.css';

export interface LiveStageProps {
  readonly variant: LiveVariant;
  readonly round: LiveRoundView | null;
  readonly phase: TablePhase | null;
  /** The last number drawn before this round (the wheel rests on it). */
  readonly lastNumber: number | null;
  /** The player's bets this round (baccarat's hands show how they did). */
  readonly placed: BaccaratBets | null;
  readonly motion: boolean;
  /** The draw is shown at once (the screen joined after it, or without motion). */
  readonly quick: boolean;
  readonly texts: GameMessages<LiveMessages>;
  readonly baccaratTexts: GameMessages<BaccaratMessages>;
  /** The wheel has landed or the cards are all dealt for the round of this number. */
  onRevealed(roundNumber: number): void;
}

export function LiveStage(props: LiveStageProps) {
  const { variant, round, phase, motion, quick, texts, onRevealed } = props;
  return (
    <section className={styles.stage} aria-label={texts.t('dealerScene')}>
      <Dealer phase={phase} />
      <div className={styles.play}>
        {variant === 'roulette' ? (
          <div className={styles.wheel}>
            <RouletteWheel
              spin={wheelSpin(round, phase, quick)}
              resting={props.lastNumber}
              motion={motion}
              onLanded={onRevealed}
            />
          </div>
        ) : (
          <LiveHands {...props} />
        )}
      </div>
    </section>
  );
}

function wheelSpin(round: LiveRoundView | null, phase: TablePhase | null, quick: boolean) {
  if (!round || (phase !== 'closed' && phase !== 'result' && phase !== 'pause')) return null;
  const drawn = round.result?.kind === 'roulette' ? round.result.number : null;
  if (phase !== 'closed' && drawn === null) return null;
  return { id: round.number, number: drawn, quick };
}

/** Stable, so that the deal's timers are not restarted by every render of the table's clock. */
const NOTHING = () => undefined;

function LiveHands({ round, placed, motion, baccaratTexts, quick, onRevealed }: LiveStageProps) {
  const [shownId, setShownId] = useState<number | null>(null);
  const onShown = useCallback(
    (id: number) => {
      setShownId(id);
      onRevealed(id);
    },
    [onRevealed],
  );
  const coup = round?.result?.kind === 'baccarat' ? round.result.round : null;
  if (!round || !coup)
    return (
      <BaccaratHands
        deal={null}
        shown={null}
        motion={motion}
        texts={baccaratTexts}
        onCardDealt={NOTHING}
        onShown={NOTHING}
      />
    );
  const bets = placed ?? {};
  const settlement = settleBaccarat(coup, bets);
  const shown = shownId === round.number || quick;
  return (
    <BaccaratHands
      deal={shown ? null : { id: round.number, bets, round: coup, quick: false }}
      shown={{ id: round.number, bets, round: coup, settlement, totalWin: settlement.totalPayout }}
      motion={motion}
      texts={baccaratTexts}
      onCardDealt={NOTHING}
      onShown={onShown}
    />
  );
}

/** The animated dealer: decorative, its moves follow the phase (the status line says what happens). */
function Dealer({ phase }: { phase: TablePhase | null }) {
  return (
    <svg className={styles.dealer} data-phase={phase ?? 'waiting'} viewBox="0 0 120 120" aria-hidden="true">
      <ellipse cx="60" cy="118" rx="46" ry="30" className={styles.dealerBody} />
      <path d="M38 96 L60 118 L82 96 Z" className={styles.dealerShirt} />
      <path d="M52 100 L60 104 L52 108 Z M68 100 L60 104 L68 108 Z" className={styles.dealerTie} />
      <circle cx="60" cy="58" r="20" className={styles.dealerFace} />
      <path d="M40 54 Q42 32 60 32 Q78 32 80 54 Q70 42 60 44 Q50 42 40 54 Z" className={styles.dealerHair} />
      <circle cx="53" cy="58" r="2" className={styles.dealerEye} />
      <circle cx="67" cy="58" r="2" className={styles.dealerEye} />
      <path d="M53 68 Q60 73 67 68" className={styles.dealerSmile} />
      <g className={styles.dealerArm}>
        <path d="M84 98 Q100 92 108 80" className={styles.dealerSleeve} />
        <circle cx="108" cy="80" r="5" className={styles.dealerFace} />
      </g>
    </svg>
  );
}
