import { useEffect, useRef, useState } from 'react';
import { formatMoney, formatNumber } from '@casino/rules';
import type { CrashRules } from '../../shared/crash-api.ts';
import { BalanceFigures } from '../game/balance-figures.tsx';
import type { GameProps } from '../game/game-props.ts';
import { GameHeader } from '../game/game-header.tsx';
import layout from '../game/game-layout.module.css';
import { TableNotice } from '../game/table-notice.tsx';
import { useGameMessages } from '../i18n/game-messages.ts';
import { useMessages } from '../i18n/index.ts';
import { useMotion } from '../lib/motion.ts';
import { CrashBetPanel, type CrashSlotChoice } from './crash-bet-panel.tsx';
import { CrashFlight } from './crash-flight.tsx';
import { CrashHistory, CrashLiveBets, CrashMyBets } from './crash-lists.tsx';
import { multiplierOf, phaseOf } from './crash-state.ts';
import { CRASH_TEXTS } from './messages/index.ts';
import { refusalText } from './refusal-text.ts';
import { useServerNow } from '../lib/use-server-now.ts';
import { useCrashTable } from './use-crash-table.ts';
import styles from './crash-game.module.css';

const SLOTS = [0, 1] as const;

/**
 * Jet: a shared crash table. Every player follows the same round over the table's WebSocket; up to two bets a
 * round, each cashed out by hand or at its target; the round's bets, the latest crash points and the player's own
 * bets around it.
 */
export function CrashGame({ session, details, rules }: GameProps<CrashRules>) {
  const { t, language } = useMessages();
  const game = useGameMessages(CRASH_TEXTS);
  const motion = useMotion();
  const table = useCrashTable(session.sessionId, session.balance);
  const { state, status } = table;
  const stakes = session.bets.levels.filter(
    (level) => level >= rules.limits.min && level <= rules.limits.max,
  );
  const firstStake = Math.max(
    0,
    stakes.indexOf(Math.min(...stakes.filter((level) => level >= session.bets.defaultBet))),
  );
  const [choices, setChoices] = useState<CrashSlotChoice[]>(() =>
    SLOTS.map(() => ({ stakeIndex: firstStake, autoCashOut: null, queued: false })),
  );
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [notice, setNotice] = useState<string | null>(null);
  const round = state.round;
  const now = useServerNow(state.offset, round !== null && round.crashPoint === null, motion);
  const phase = round ? phaseOf(round, now) : null;
  const multiplier = round ? multiplierOf(round, now) : 100;
  const money = (amount: number, currency = session.currency) => formatMoney(amount, currency, language);
  const times = (hundredths: number) => `${formatNumber(hundredths / 100, language, 2)}×`;

  async function placeBet(slot: 0 | 1, choice: CrashSlotChoice): Promise<void> {
    const stake = stakes[choice.stakeIndex] ?? stakes[0] ?? 0;
    const target = choice.autoCashOut === null ? null : Math.round(Number(choice.autoCashOut) * 100);
    if (target !== null && !(target >= rules.autoCashOut.min && target <= rules.autoCashOut.max)) {
      setNotice(game.t('refusedAutoCashOut'));
      return;
    }
    setBusy((current) => new Set(current).add(slot));
    const answer = await table.request({ type: 'bet', slot, stake, autoCashOut: target });
    setBusy((current) => without(current, slot));
    setNotice(
      answer.ok
        ? null
        : refusalText(answer.code ?? '', game, t, {
            min: money(rules.limits.min),
            max: money(rules.limits.max),
          }),
    );
  }

  async function cashOut(slot: 0 | 1): Promise<void> {
    setBusy((current) => new Set(current).add(slot));
    const answer = await table.request({ type: 'cash-out', slot });
    setBusy((current) => without(current, slot));
    if (!answer.ok) setNotice(refusalText(answer.code ?? '', game, t, { min: '', max: '' }));
  }

  // A bet chosen outside the window is placed as the next round opens.
  const queued = useRef(choices);
  queued.current = choices;
  useEffect(
    () =>
      table.listen((message) => {
        if (message.type !== 'round') return;
        queued.current.forEach((choice, slot) => {
          if (!choice.queued) return;
          setChoices((current) =>
            current.map((entry, index) => (index === slot ? { ...entry, queued: false } : entry)),
          );
          void placeBet(slot === 0 ? 0 : 1, choice);
        });
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- listens once; reads the latest choices through the ref
    [],
  );

  const mine = new Set(state.mine.map((bet) => bet.id));
  const connecting = status === 'open' ? null : status === 'reconnecting' ? 'reconnecting' : 'connecting';
  const lastWin =
    [...state.mine].reverse().find((bet) => bet.state === 'cashed-out')?.payout ??
    state.myHistory[0]?.payout ??
    0;
  return (
    <div className={layout.screen}>
      <div className={layout.header}>
        <GameHeader session={session} details={details} bet={stakes[choices[0]?.stakeIndex ?? 0] ?? 0} />
      </div>
      {/* The stage scrolls when the round's lists are long, so it takes the focus to scroll by keyboard. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable */}
      <main className={`${layout.stage} ${styles.stage}`} tabIndex={0}>
        <TableNotice text={notice} tone="error" onDismiss={() => setNotice(null)} />
        <CrashHistory history={state.history} times={times} />
        <CrashFlight round={round} phase={phase} multiplier={multiplier} now={now} connecting={connecting} />
        <div className={styles.lists}>
          <CrashLiveBets bets={state.bets} mine={mine} money={money} times={times} />
          <CrashMyBets bets={state.myHistory} money={money} times={times} />
        </div>
      </main>
      <BalanceFigures balance={state.balance} pending={false} lastWin={lastWin} money={money} />
      <footer className={`${layout.controls} ${styles.controls}`}>
        {SLOTS.map((slot) => {
          const choice = choices[slot] ?? { stakeIndex: firstStake, autoCashOut: null, queued: false };
          const setChoice = (next: CrashSlotChoice) =>
            setChoices((current) => current.map((entry, index) => (index === slot ? next : entry)));
          return (
            <CrashBetPanel
              key={slot}
              slot={slot}
              bet={state.mine.find((bet) => bet.slot === slot) ?? null}
              phase={connecting ? null : phase}
              choice={choice}
              stakes={stakes}
              multiplier={multiplier}
              busy={busy.has(slot) || connecting !== null}
              money={money}
              times={times}
              onChoice={setChoice}
              onBet={() =>
                phase === 'betting' ? void placeBet(slot, choice) : setChoice({ ...choice, queued: true })
              }
              onCancelQueued={() => setChoice({ ...choice, queued: false })}
              onCashOut={() => void cashOut(slot)}
            />
          );
        })}
      </footer>
    </div>
  );
}

function without(set: ReadonlySet<number>, value: number): Set<number> {
  const next = new Set(set);
  next.delete(value);
  return next;
}
