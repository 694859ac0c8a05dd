import { basicStrategyMove } from '@casino/game-math';
import { formatMoney } from '@casino/rules';
import type { BlackjackTableRules } from '../../shared/table-play-api.ts';
import { actBlackjack } from '../api/act-blackjack.ts';
import { dealBlackjack } from '../api/deal-blackjack.ts';
import { resetDemoBalance } from '../api/reset-demo-balance.ts';
import { BalanceFigures } from '../game/balance-figures.tsx';
import { BetStepper } from '../game/bet-stepper.tsx';
import controls from '../game/controls.module.css';
import { GameHeader } from '../game/game-header.tsx';
import layout from '../game/game-layout.module.css';
import type { GameProps } from '../game/game-props.ts';
import { useGameController } from '../game/use-game-controller.ts';
import { useSpaceKey } from '../game/use-space-key.ts';
import { useGameMessages } from '../i18n/game-messages.ts';
import { useMessages } from '../i18n/index.ts';
import { canDeal, createBlackjackController, isRoundInPlay } from './blackjack-controller.ts';
import { BlackjackDecisions } from './blackjack-decisions.tsx';
import { choicesOf } from './blackjack-moves.ts';
import { BlackjackTable } from './blackjack-table.tsx';
import { actionLabel, ratioLabel } from './blackjack-texts.ts';
import { useHintSetting } from './hint-setting.ts';
import { HintSwitch } from './hint-switch.tsx';
import { BLACKJACK_TEXTS } from './messages/index.ts';
import { roundStatus } from './round-status.ts';
import { TableNotice } from '../game/table-notice.tsx';
import { useDecisionKeys } from './use-decision-keys.ts';
import styles from './blackjack-game.module.css';

/**
 * Blackjack: choose the bet and deal, then hit, stand, double, split or take insurance until every hand is
 * finished; the dealer plays and the server settles. A half-played hand left earlier opens straight away.
 */
export function BlackjackGame({ session, details, rules, onFatal }: GameProps<BlackjackTableRules>) {
  const { t, language } = useMessages();
  const game = useGameMessages(BLACKJACK_TEXTS);
  const { controller, state } = useGameController(session, onFatal, (effects) =>
    createBlackjackController({
      session,
      bets: session.bets,
      api: {
        deal: (request) => dealBlackjack(session.sessionId, request),
        act: (request) => actBlackjack(session.sessionId, request),
        resetDemo: () => resetDemoBalance(session.sessionId),
      },
      effects,
    }),
  );
  const [hint, toggleHint] = useHintSetting();
  useSpaceKey(controller.deal);
  useDecisionKeys(controller.act);

  const money = (amount: number) => formatMoney(amount, session.currency, language);
  const { round, sending } = state;
  const inPlay = isRoundInPlay(round);
  const choices = inPlay ? choicesOf(round.view, state.balance) : [];
  const hinted = hint && inPlay && sending === null ? basicStrategyMove(round.view) : null;
  const status = roundStatus(round, sending === 'deal', {
    text: game,
    money,
    insuranceRatio: ratioLabel(rules.rules.insurancePays),
  });
  const idle = sending === null && !state.busy;
  const levels = session.bets.levels;
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
          <div className={styles.board}>
            <div className={styles.toolbar}>
              <HintSwitch on={hint} onToggle={toggleHint} />
            </div>
            <BlackjackTable round={round} money={money} />
            <p
              className={`${styles.status} ${status.tone === 'win' ? styles.won : ''}`}
              role="status"
              data-testid="blackjack-status"
            >
              {status.headline}
              {status.details ? <span className="visually-hidden"> {status.details}</span> : null}
            </p>
            {!inPlay && idle && state.bet > state.balance ? (
              <p className={styles.short}>{t('insufficientFunds')}</p>
            ) : null}
            {hint ? (
              <p className={styles.hintText} aria-live="polite" data-testid="blackjack-hint">
                {hinted ? game.t('hintMove', { move: actionLabel(hinted, game) }) : ''}
              </p>
            ) : null}
            <p className={styles.keys}>{game.t('keysHelp')}</p>
          </div>
        </div>
      </main>

      <BalanceFigures balance={state.balance} pending={state.pending} lastWin={state.lastWin} money={money} />

      <footer className={`${layout.controls} ${styles.controls}`}>
        {inPlay ? (
          <BlackjackDecisions choices={choices} hinted={hinted} money={money} onDecide={controller.act} />
        ) : (
          <>
            <BetStepper
              bet={money(state.bet)}
              canLower={idle && state.betIndex > 0}
              canRaise={idle && state.betIndex < levels.length - 1}
              onChange={controller.stepBet}
            />
            <button
              type="button"
              className={`${controls.primary} ${styles.deal}`}
              onClick={controller.deal}
              disabled={!canDeal(state)}
              aria-keyshortcuts="Space"
            >
              {game.t('deal')}
            </button>
            <div className={controls.group}>
              {session.mode === 'demo' && state.balance < (levels[0] ?? 0) && idle ? (
                <button type="button" className={controls.secondary} onClick={controller.resetDemo}>
                  {t('resetDemo')}
                </button>
              ) : null}
            </div>
          </>
        )}
      </footer>
    </div>
  );
}
