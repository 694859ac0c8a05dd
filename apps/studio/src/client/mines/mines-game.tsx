import { formatMoney, formatNumber } from '@casino/rules';
import { resetDemoBalance } from '../api/reset-demo-balance.ts';
import { actMines } from '../api/act-mines.ts';
import { startMines } from '../api/start-mines.ts';
import { BalanceFigures } from '../game/balance-figures.tsx';
import { BetStepper } from '../game/bet-stepper.tsx';
import controls from '../game/controls.module.css';
import type { GameProps } from '../game/game-props.ts';
import { GameHeader } from '../game/game-header.tsx';
import panel from '../game/board-panel.module.css';
import layout from '../game/game-layout.module.css';
import { TableNotice } from '../game/table-notice.tsx';
import { useGameController } from '../game/use-game-controller.ts';
import { useSpaceKey } from '../game/use-space-key.ts';
import { useGameMessages } from '../i18n/game-messages.ts';
import { useMessages } from '../i18n/index.ts';
import type { MinesRules } from '../../shared/table-play-api.ts';
import { MINES_TEXTS } from './messages/index.ts';
import { MinesBoard } from './mines-board.tsx';
import { createMinesController, isBoardInPlay, minesQuote } from './mines-controller.ts';
import styles from './mines-game.module.css';

/** Mines: a bet and a mine count, then gems revealed one by one until the player cashes out or hits a mine. */
export function MinesGame({ session, details, rules, onFatal }: GameProps<MinesRules>) {
  const { t, language } = useMessages();
  const game = useGameMessages(MINES_TEXTS);
  const { controller, state } = useGameController(session, onFatal, (effects) =>
    createMinesController({
      session,
      rules,
      bets: session.bets,
      api: {
        start: (request) => startMines(session.sessionId, request),
        act: (request) => actMines(session.sessionId, request),
        resetDemo: () => resetDemoBalance(session.sessionId),
      },
      effects,
    }),
  );
  const money = (amount: number) => formatMoney(amount, session.currency, language);
  const times = (multiplier: number) => `${formatNumber(multiplier, language, 2)}×`;
  const { board, sending } = state;
  const inPlay = isBoardInPlay(board);
  const idle = sending === null && !state.busy;
  const quote = board !== null && inPlay ? minesQuote(board, rules.houseEdge) : null;
  const revealed = board?.revealed.length ?? 0;
  const levels = session.bets.levels;
  useSpaceKey(() => {
    if (!inPlay) controller.start();
  });

  const status = inPlay
    ? revealed === 0
      ? game.t('pickCell')
      : `${game.t('multiplierNow', { multiplier: times(quote?.multiplier ?? 0) })}${
          quote?.next ? ` · ${game.t('nextGem', { multiplier: times(quote.next) })}` : ''
        }`
    : board?.status === 'lost'
      ? game.t('lost')
      : board?.status === 'cashed'
        ? game.t('cashedOut', {
            multiplier: times(board.payout / board.bet.stake),
            amount: money(board.payout),
          })
        : game.t('chooseAndStart');
  const noticeText = state.notice
    ? t(state.notice.key, state.notice.values)
    : state.resumed
      ? game.t('resumed')
      : null;

  return (
    <div className={layout.screen}>
      <div className={layout.header}>
        <GameHeader session={session} details={details} bet={state.bet} />
      </div>
      <main className={layout.stage}>
        <TableNotice
          text={noticeText}
          tone={state.notice?.tone ?? 'info'}
          onDismiss={state.notice ? controller.dismissNotice : controller.dismissResumed}
        />
        <div className={layout.area}>
          <div className={`${panel.panel} ${styles.narrow}`}>
            <MinesBoard board={board} playable={inPlay && idle} onReveal={controller.reveal} />
            <p
              className={`${styles.status} ${board?.status === 'cashed' ? styles.won : ''}`}
              role="status"
              data-testid="mines-status"
            >
              {status}
            </p>
            <p className={styles.keys}>{game.t('keysHelp')}</p>
          </div>
        </div>
      </main>
      <BalanceFigures balance={state.balance} pending={state.pending} lastWin={state.lastWin} money={money} />
      <footer className={`${layout.controls} ${styles.controls}`}>
        {inPlay ? (
          <button
            type="button"
            className={controls.primary}
            disabled={!idle || revealed === 0}
            onClick={controller.cashOut}
          >
            {revealed > 0 && quote
              ? game.t('cashOut', { amount: money(quote.payout) })
              : game.t('cashOutIdle')}
          </button>
        ) : (
          <>
            <BetStepper
              bet={money(state.bet)}
              canLower={idle && state.betIndex > 0}
              canRaise={idle && state.betIndex < levels.length - 1}
              onChange={controller.stepBet}
            />
            <div className={controls.stepper} role="group" aria-label={game.t('minesLabel')}>
              <button
                type="button"
                className={controls.round}
                disabled={!idle || state.mines <= 1}
                onClick={() => controller.setMines(state.mines - 1)}
                aria-label={game.t('fewerMines')}
              >
                −
              </button>
              <div className={controls.betValue}>
                <span className={controls.betLabel}>{game.t('minesLabel')}</span>
                <output className={controls.betAmount} aria-live="polite" data-testid="mines-count">
                  {state.mines}
                </output>
              </div>
              <button
                type="button"
                className={controls.round}
                disabled={!idle || state.mines >= 24}
                onClick={() => controller.setMines(state.mines + 1)}
                aria-label={game.t('moreMines')}
              >
                +
              </button>
            </div>
            <button
              type="button"
              className={controls.primary}
              disabled={!idle || state.bet > state.balance}
              onClick={controller.start}
              aria-keyshortcuts="Space"
            >
              {game.t('start')}
            </button>
            {session.mode === 'demo' && state.balance < (levels[0] ?? 0) && idle ? (
              <button type="button" className={controls.secondary} onClick={controller.resetDemo}>
                {t('resetDemo')}
              </button>
            ) : null}
          </>
        )}
      </footer>
    </div>
  );
}
