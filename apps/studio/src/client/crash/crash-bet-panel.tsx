import { useId } from 'react';
import { payoutAt } from '@casino/game-math';
import type { CrashOwnBetView, CrashRoundPhase } from '../../shared/crash-api.ts';
import { BetStepper } from '../game/bet-stepper.tsx';
import { useGameMessages } from '../i18n/game-messages.ts';
import { CRASH_TEXTS } from './messages/index.ts';
import styles from './crash-game.module.css';

export interface CrashSlotChoice {
  readonly stakeIndex: number;
  /** The automatic cash-out target as typed (a multiplier like 2.5), or null when off. */
  readonly autoCashOut: string | null;
  /** The bet waits for the next round's window. */
  readonly queued: boolean;
}

/**
 * One of the player's two bets: the stake and the automatic target before it is placed, then Cash out while the
 * round flies. Outside the betting window a bet waits for the next round.
 */
export function CrashBetPanel({
  slot,
  bet,
  phase,
  choice,
  stakes,
  multiplier,
  busy,
  money,
  times,
  onChoice,
  onBet,
  onCancelQueued,
  onCashOut,
}: {
  slot: 0 | 1;
  bet: CrashOwnBetView | null;
  phase: CrashRoundPhase | null;
  choice: CrashSlotChoice;
  stakes: readonly number[];
  /** Hundredths, now. */
  multiplier: number;
  busy: boolean;
  money(amount: number): string;
  times(hundredths: number): string;
  onChoice(choice: CrashSlotChoice): void;
  onBet(): void;
  onCancelQueued(): void;
  onCashOut(): void;
}) {
  const game = useGameMessages(CRASH_TEXTS);
  const autoId = useId();
  const targetId = useId();
  const stake = stakes[choice.stakeIndex] ?? stakes[0] ?? 0;
  const riding = bet !== null && (bet.state === 'open' || bet.state === 'debiting');
  const editable = !riding && !choice.queued && !busy;
  const status =
    bet?.state === 'cashed-out' && bet.cashedOutAt !== null
      ? game.t('cashedOut', { multiplier: times(bet.cashedOutAt), amount: money(bet.payout ?? 0) })
      : bet?.state === 'lost'
        ? game.t('lost')
        : riding && phase !== 'flying'
          ? game.t('betPlaced')
          : '';
  return (
    <section className={styles.betPanel} aria-label={game.t('betPanel', { number: slot + 1 })}>
      <BetStepper
        bet={money(stake)}
        canLower={editable && choice.stakeIndex > 0}
        canRaise={editable && choice.stakeIndex < stakes.length - 1}
        onChange={(step) => onChoice({ ...choice, stakeIndex: choice.stakeIndex + step })}
      />
      <div className={styles.auto}>
        <input
          id={autoId}
          type="checkbox"
          checked={choice.autoCashOut !== null}
          disabled={!editable}
          onChange={(event) => onChoice({ ...choice, autoCashOut: event.target.checked ? '2.00' : null })}
        />
        <label htmlFor={autoId}>{game.t('autoCashOut')}</label>
        {choice.autoCashOut !== null ? (
          <>
            <label htmlFor={targetId} className="visually-hidden">
              {game.t('autoCashOutAt')}
            </label>
            <input
              id={targetId}
              className={styles.target}
              type="number"
              inputMode="decimal"
              min={1.01}
              max={10000}
              step={0.01}
              value={choice.autoCashOut}
              disabled={!editable}
              onChange={(event) => onChoice({ ...choice, autoCashOut: event.target.value })}
            />
          </>
        ) : null}
      </div>
      {riding && phase === 'flying' ? (
        <button
          type="button"
          className={styles.action}
          data-state="cash-out"
          disabled={busy || bet.state !== 'open'}
          onClick={onCashOut}
        >
          {game.t('cashOut', { amount: money(payoutAt(bet.stake, multiplier)) })}
        </button>
      ) : choice.queued ? (
        <button
          type="button"
          className={styles.action}
          data-state="queued"
          onClick={onCancelQueued}
          aria-pressed="true"
        >
          {game.t('nextRound')}
        </button>
      ) : (
        <button type="button" className={styles.action} disabled={!editable} onClick={onBet}>
          {phase === 'betting' ? game.t('placeBet', { amount: money(stake) }) : game.t('nextRound')}
        </button>
      )}
      <p className={styles.betStatus} role="status" data-testid="crash-bet-status">
        {status}
      </p>
    </section>
  );
}
