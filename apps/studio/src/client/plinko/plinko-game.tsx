import { PLINKO_RISKS, type PlinkoRisk } from '@casino/game-math';
import { formatMoney, formatNumber } from '@casino/rules';
import { dropPlinko } from '../api/drop-plinko.ts';
import { resetDemoBalance } from '../api/reset-demo-balance.ts';
import { BalanceFigures } from '../game/balance-figures.tsx';
import { BetStepper } from '../game/bet-stepper.tsx';
import controls from '../game/controls.module.css';
import type { GameProps } from '../game/game-props.ts';
import { GameHeader } from '../game/game-header.tsx';
import panel from '../game/board-panel.module.css';
import layout from '../game/game-layout.module.css';
import { NoticeBar } from '../game/notice-bar.tsx';
import { SegmentedChoice } from '../game/segmented-choice.tsx';
import { useGameController } from '../game/use-game-controller.ts';
import { useSpaceKey } from '../game/use-space-key.ts';
import { useGameMessages } from '../i18n/game-messages.ts';
import { useMessages } from '../i18n/index.ts';
import { useMotion } from '../lib/motion.ts';
import type { PlinkoRules } from '../../shared/table-play-api.ts';
import { PLINKO_TEXTS } from './messages/index.ts';
import { PlinkoBoard } from './plinko-board.tsx';
import { createPlinkoController } from './plinko-controller.ts';
import styles from './plinko-game.module.css';

const RISK_KEY = { low: 'riskLow', medium: 'riskMedium', high: 'riskHigh' } as const;

/** Plinko: rows, risk and a bet; the ball falls peg by peg into a bin whose multiplier it pays. */
export function PlinkoGame({ session, details, rules, onFatal }: GameProps<PlinkoRules>) {
  const { t, language } = useMessages();
  const game = useGameMessages(PLINKO_TEXTS);
  const motion = useMotion();
  const { controller, state } = useGameController(session, onFatal, (effects) =>
    createPlinkoController({
      session,
      rules,
      bets: session.bets,
      api: {
        drop: (request) => dropPlinko(session.sessionId, request),
        resetDemo: () => resetDemoBalance(session.sessionId),
      },
      effects,
    }),
  );
  useSpaceKey(controller.drop);
  const money = (amount: number) => formatMoney(amount, session.currency, language);
  const times = (multiplier: number) => `${formatNumber(multiplier, language, 2)}×`;
  const idle = !state.falling && !state.busy;
  const boardRows = state.falling && state.drop ? state.drop.rows : state.rows;
  const multipliers = rules.multipliers[state.risk][boardRows - rules.minRows] ?? [];
  const levels = session.bets.levels;
  const landed = state.drop && !state.falling ? state.drop : null;

  return (
    <div className={layout.screen}>
      <div className={layout.header}>
        <GameHeader session={session} details={details} bet={state.bet} />
      </div>
      <main className={layout.stage}>
        <NoticeBar notice={state.notice} onDismiss={controller.dismissNotice} />
        <div className={layout.area}>
          <div className={panel.panel}>
            <PlinkoBoard
              rows={boardRows}
              multipliers={multipliers}
              drop={state.drop?.result ?? null}
              falling={state.falling}
              motion={motion}
              language={language}
              onLanded={controller.landed}
            />
            <p className={styles.status} role="status" data-testid="plinko-status">
              {landed
                ? landed.result.payout > 0
                  ? game.t('landedWin', {
                      multiplier: times(landed.result.multiplier),
                      amount: money(landed.result.payout),
                    })
                  : game.t('landedNothing', { multiplier: times(landed.result.multiplier) })
                : state.falling
                  ? game.t('falling')
                  : game.t('chooseAndDrop')}
            </p>
            <div className={styles.recent}>
              <h2 className={styles.recentTitle}>{game.t('recentTitle')}</h2>
              {state.recent.length === 0 ? (
                <p className={styles.empty}>{game.t('noDrops')}</p>
              ) : (
                <ol className={styles.recentList} data-testid="plinko-recent">
                  {state.recent.map((multiplier, index) => (
                    <li key={index}>{times(multiplier)}</li>
                  ))}
                </ol>
              )}
            </div>
          </div>
        </div>
      </main>
      <BalanceFigures balance={state.balance} pending={state.pending} lastWin={state.lastWin} money={money} />
      <footer className={`${layout.controls} ${styles.controls}`}>
        <BetStepper
          bet={money(state.bet)}
          canLower={idle && state.betIndex > 0}
          canRaise={idle && state.betIndex < levels.length - 1}
          onChange={controller.stepBet}
        />
        <label className={styles.rows}>
          <span>{game.t('rowsLabel')}</span>
          <select
            value={state.rows}
            disabled={!idle}
            onChange={(event) => controller.setRows(Number(event.target.value))}
          >
            {Array.from(
              { length: rules.maxRows - rules.minRows + 1 },
              (_, index) => rules.minRows + index,
            ).map((rows) => (
              <option key={rows} value={rows}>
                {rows}
              </option>
            ))}
          </select>
        </label>
        <SegmentedChoice<PlinkoRisk>
          label={game.t('riskLabel')}
          options={PLINKO_RISKS}
          value={state.risk}
          labelOf={(risk) => game.t(RISK_KEY[risk])}
          onChange={controller.setRisk}
          disabled={!idle}
          tone="soft"
        />
        <button
          type="button"
          className={controls.primary}
          disabled={!idle || state.bet > state.balance}
          onClick={controller.drop}
          aria-keyshortcuts="Space"
        >
          {game.t('drop')}
        </button>
        {session.mode === 'demo' && state.balance < (levels[0] ?? 0) && idle ? (
          <button type="button" className={controls.secondary} onClick={controller.resetDemo}>
            {t('resetDemo')}
          </button>
        ) : null}
      </footer>
    </div>
  );
}
