import { useCallback, useMemo, useState } from 'react';
import { NEIGHBOURS_DEFAULT_COUNT, type RouletteInsideKind } from '@casino/game-math';
import { formatMoney } from '@casino/rules';
import type { RouletteRules } from '../../shared/table-play-api.ts';
import { resetDemoBalance } from '../api/reset-demo-balance.ts';
import { spinRoulette } from '../api/spin-roulette.ts';
import { BalanceFigures } from '../game/balance-figures.tsx';
import controls from '../game/controls.module.css';
import { GameHeader } from '../game/game-header.tsx';
import layout from '../game/game-layout.module.css';
import type { GameProps } from '../game/game-props.ts';
import { Icon } from '../game/icons.tsx';
import { NoticeBar } from '../game/notice-bar.tsx';
import { useGameController } from '../game/use-game-controller.ts';
import { useSpaceKey } from '../game/use-space-key.ts';
import { useMessages } from '../i18n/index.ts';
import { useMotion } from '../lib/motion.ts';
import { BetActions } from './bet-actions.tsx';
import { ChipRack } from './chip-rack.tsx';
import { chipText } from './chip-text.ts';
import { InsideBetPicker } from './inside-bet-picker.tsx';
import { LastResults } from './last-results.tsx';
import { problemText } from './problem-text.ts';
import { Racetrack } from './racetrack.tsx';
import { amountsByPosition } from './roulette-bets.ts';
import { createRouletteController } from './roulette-controller.ts';
import { RouletteTable } from './roulette-table.tsx';
import { RouletteWheel } from './roulette-wheel.tsx';
import { useRouletteNames } from './use-roulette-names.ts';
import { WinFlash } from './win-flash.tsx';
import styles from './roulette-game.module.css';

const NO_KEYS: ReadonlySet<string> = new Set();

/** European roulette: chips on the table or the racetrack, a spin, the wheel landing on the server's number. */
export function RouletteGame({ session, details, rules, onFatal }: GameProps<RouletteRules>) {
  const { t, language } = useMessages();
  const names = useRouletteNames();
  const { game } = names;
  const motion = useMotion();
  const { controller, state } = useGameController(session, onFatal, (effects) =>
    createRouletteController({
      session,
      rules,
      bets: session.bets,
      api: {
        spin: (request) => spinRoulette(session.sessionId, request),
        resetDemo: () => resetDemoBalance(session.sessionId),
      },
      effects,
    }),
  );
  const [betType, setBetType] = useState<RouletteInsideKind>('straight');
  const [chosen, setChosen] = useState<number | null>(null);
  const [neighbourCount, setNeighbourCount] = useState(NEIGHBOURS_DEFAULT_COUNT);
  useSpaceKey(controller.pressSpin);

  const money = useCallback(
    (amount: number) => formatMoney(amount, session.currency, language),
    [session.currency, language],
  );
  const chip = useCallback(
    (amount: number) => chipText(amount, session.currency, language),
    [session.currency, language],
  );

  const spinning = state.spinning !== null;
  const locked = spinning || state.busy;
  const { result } = state;
  // Between a spin and the next chip, the table shows the spin's bets with the winners marked.
  const settled = !spinning && state.placements.length === 0 ? result : null;
  const tableBets = settled ? settled.bets : state.bets;
  const winningKeys = useMemo(() => (settled ? new Set(settled.winningKeys) : NO_KEYS), [settled]);
  const drawn = spinning ? null : (result?.number ?? null);
  const amounts = useMemo(() => amountsByPosition(state.bets), [state.bets]);
  const lowestChip = rules.chips[0] ?? 0;

  // A number's click bets straight up, or chooses the number whose other bets the picker offers.
  const placeOnNumber = (number: number) => {
    setChosen(number);
    if (betType === 'straight') controller.place({ kind: 'straight', numbers: [number] });
  };

  const announcement = spinning
    ? game.t('ballRolling')
    : result
      ? result.totalPayout > 0
        ? game.t('resultWin', { number: names.number(result.number), amount: money(result.totalPayout) })
        : game.t('resultNoWin', { number: names.number(result.number) })
      : '';

  return (
    <div className={layout.screen}>
      <div className={layout.header}>
        <GameHeader session={session} details={details} bet={state.chip} />
      </div>

      <main className={layout.stage}>
        <NoticeBar notice={state.notice} onDismiss={controller.dismissNotice} />
        <div className={layout.area}>
          <div className={styles.board}>
            <div className={styles.layout}>
              <div className={styles.wheelSide}>
                <div className={styles.wheelBox}>
                  <RouletteWheel
                    spin={state.spinning}
                    resting={result?.number ?? null}
                    motion={motion}
                    onLanded={controller.spinLanded}
                  />
                </div>
                <div className={styles.winSpot}>
                  {settled && settled.totalPayout > 0 ? (
                    <WinFlash
                      key={settled.id}
                      amount={settled.totalPayout}
                      bet={settled.totalStake}
                      big={settled.big}
                      motion={motion}
                      money={money}
                    />
                  ) : null}
                </div>
                <div className={styles.outcome}>
                  <p className={styles.result} role="status" data-testid="roulette-result">
                    {announcement}
                  </p>
                  <LastResults recent={state.recent} names={names} />
                </div>
              </div>

              <div className={styles.tableSide}>
                <div className={styles.toolbar}>
                  <ChipRack
                    chips={rules.chips}
                    chip={state.chip}
                    names={names}
                    money={money}
                    chipText={chip}
                    onChip={controller.setChip}
                  />
                  <BetActions
                    canUndo={!locked && state.placements.length > 0}
                    canRepeat={!locked && state.lastSpinBets.length > 0}
                    canDouble={!locked && state.bets.length > 0}
                    names={names}
                    onUndo={controller.undo}
                    onClear={controller.clear}
                    onRepeat={controller.repeat}
                    onDouble={controller.double}
                  />
                </div>
                <div role="alert" data-testid="bet-problem">
                  {state.problem ? (
                    <div className={styles.problem}>
                      <span>{problemText(state.problem, rules.limits, names, money)}</span>
                      <button
                        type="button"
                        className={styles.dismiss}
                        onClick={controller.dismissProblem}
                        aria-label={t('dismiss')}
                      >
                        ×
                      </button>
                    </div>
                  ) : null}
                </div>
                <RouletteTable
                  bets={tableBets}
                  winningKeys={winningKeys}
                  winningNumber={drawn}
                  choosing={betType !== 'straight'}
                  chosen={chosen}
                  disabled={locked}
                  names={names}
                  money={money}
                  chipText={chip}
                  onNumber={placeOnNumber}
                  onPlace={controller.place}
                />
                <InsideBetPicker
                  kind={betType}
                  chosen={chosen}
                  amounts={amounts}
                  disabled={locked}
                  names={names}
                  money={money}
                  onKind={setBetType}
                  onPlace={controller.place}
                />
                <Racetrack
                  count={neighbourCount}
                  chip={state.chip}
                  winningNumber={drawn}
                  disabled={locked}
                  names={names}
                  money={money}
                  onCount={setNeighbourCount}
                  onNeighbours={(number) => controller.placeNeighbours(number, neighbourCount)}
                  onAnnounced={controller.placeAnnounced}
                />
              </div>
            </div>
          </div>
        </div>
      </main>

      <BalanceFigures balance={state.balance} pending={state.pending} lastWin={state.lastWin} money={money} />

      <footer className={layout.controls}>
        <div className={controls.betValue}>
          <span className={controls.betLabel}>{game.t('totalBet')}</span>
          <output className={controls.betAmount} data-testid="total-bet">
            {money(state.totalBet)}
          </output>
        </div>
        <button
          type="button"
          className={controls.primary}
          data-state={spinning ? 'stop' : 'spin'}
          onClick={controller.pressSpin}
          disabled={state.busy || (!spinning && state.bets.length === 0)}
        >
          <Icon name="spin" size={26} />
          <span>{spinning ? t('stop') : t('spin')}</span>
        </button>
        <div className={controls.group}>
          {session.mode === 'demo' && state.balance < lowestChip && !locked ? (
            <button type="button" className={controls.secondary} onClick={controller.resetDemo}>
              {t('resetDemo')}
            </button>
          ) : null}
        </div>
      </footer>
    </div>
  );
}
