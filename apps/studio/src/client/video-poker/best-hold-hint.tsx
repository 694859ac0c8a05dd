import { cardOfCode } from '@casino/game-math';
import { formatPercent } from '@casino/rules';
import { useCardNames } from '../cards/use-card-names.ts';
import { useGameMessages } from '../i18n/game-messages.ts';
import { useMessages } from '../i18n/index.ts';
import { VIDEO_POKER_TEXTS } from './messages/index.ts';
import type { BestHoldState } from './use-best-hold.ts';
import type { VideoPokerHand } from './video-poker-controller.ts';
import styles from './best-hold-hint.module.css';

export interface BestHoldHintProps {
  readonly enabled: boolean;
  onToggle(): void;
  /** The hand waiting for its draw, or null when there is none to advise on. */
  readonly hand: VideoPokerHand | null;
  readonly hint: BestHoldState;
  money(amount: number): string;
}

/** The hint's switch and, for a dealt hand, the cards to hold and what that hold returns on average. */
export function BestHoldHint({ enabled, onToggle, hand, hint, money }: BestHoldHintProps) {
  const { language } = useMessages();
  const game = useGameMessages(VIDEO_POKER_TEXTS);
  const nameOf = useCardNames();

  let advice: string | null = null;
  let matches = false;
  if (enabled && hand && hint.status === 'working') advice = game.t('hintWorking');
  if (enabled && hand && hint.status === 'ready') {
    const { held, expectedCoinsWon, expectedReturn } = hint.hold;
    const kept = hand.cards.filter((_, position) => held[position]);
    const which = kept.length
      ? game.t('hintHold', { cards: kept.map((code) => nameOf(cardOfCode(code))).join(', ') })
      : game.t('hintDrawAll');
    const expected = game.t('hintExpected', {
      amount: money(expectedCoinsWon * hand.coinValue),
      percent: formatPercent(expectedReturn, language),
    });
    advice = `${which} ${expected}`;
    matches = held.every((keep, position) => keep === hand.held[position]);
  }

  return (
    <div className={styles.hint}>
      <button type="button" role="switch" aria-checked={enabled} className={styles.switch} onClick={onToggle}>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        {game.t('hintSwitch')}
      </button>
      <p className={styles.advice} aria-live="polite" data-testid="best-hold">
        {advice}
        {matches ? ` ${game.t('hintMatches')}` : ''}
      </p>
    </div>
  );
}
