import { useEffect, useRef } from 'react';
import { formatMoney } from '@casino/rules';
import type { BaccaratRules } from '../../shared/table-play-api.ts';
import { dealBaccarat } from '../api/deal-baccarat.ts';
import { resetDemoBalance } from '../api/reset-demo-balance.ts';
import { BalanceFigures } from '../game/balance-figures.tsx';
import controls from '../game/controls.module.css';
import { GameHeader } from '../game/game-header.tsx';
import layout from '../game/game-layout.module.css';
import type { GameProps } from '../game/game-props.ts';
import { NoticeBar } from '../game/notice-bar.tsx';
import { useGameController } from '../game/use-game-controller.ts';
import { useSpaceKey } from '../game/use-space-key.ts';
import { useGameMessages } from '../i18n/game-messages.ts';
import { useMessages } from '../i18n/index.ts';
import { useMotion } from '../lib/motion.ts';
import { createBaccaratController } from './baccarat-controller.ts';
import { BaccaratHands } from './baccarat-hands.tsx';
import { betProblemText } from './baccarat-texts.ts';
import { BeadRoad } from './bead-road.tsx';
import { BetActions } from './bet-actions.tsx';
import { checkBets, hasBets, totalStake } from './bet-layout.ts';
import { BettingSpots } from './betting-spots.tsx';
import { ChipSelector } from './chip-selector.tsx';
import { DealButton } from './deal-button.tsx';
import { BACCARAT_TEXTS } from './messages/index.ts';
import { RoundSummary } from './round-summary.tsx';
import styles from './baccarat-game.module.css';

/** Baccarat (punto banco): chips on five bets, one deal by the drawing rules, and this session's bead road. */
export function BaccaratGame({ session, details, rules, onFatal }: GameProps<BaccaratRules>) {
  const { t, language } = useMessages();
  const texts = useGameMessages(BACCARAT_TEXTS);
  const motion = useMotion();
  const { controller, state } = useGameController(session, onFatal, (effects) =>
    createBaccaratController({
      session,
      rules,
      bets: session.bets,
      api: {
        deal: (request) => dealBaccarat(session.sessionId, request),
        resetDemo: () => resetDemoBalance(session.sessionId),
      },
      effects,
    }),
  );
  useSpaceKey(controller.pressDeal);
  // The table is at the top of the board: a deal brings it into view (a phone scrolls down to the chips).
  const board = useRef<HTMLDivElement>(null);
  const dealId = state.deal?.id ?? null;
  useEffect(() => {
    if (dealId !== null && board.current) board.current.scrollTop = 0;
  }, [dealId]);

  const money = (amount: number) => formatMoney(amount, session.currency, language);
  const dealing = state.deal !== null;
  const idle = !dealing && !state.busy;
  const placing = hasBets(state.bets);
  // The spots show the bets being placed, else the deal's, else the last round's with their results.
  const tableBets = state.deal?.bets ?? (placing ? state.bets : (state.shown?.bets ?? {}));
  const settled = !dealing && !placing ? (state.shown?.settlement.bets ?? null) : null;
  const check = checkBets(state.bets, rules.limits, state.balance);
  const problem = state.refused ?? (idle ? check : null);
  const lowestChip = rules.chips[0] ?? 0;

  return (
    <div className={layout.screen}>
      <div className={layout.header}>
        <GameHeader session={session} details={details} bet={state.chip} />
      </div>

      <main className={layout.stage}>
        <NoticeBar notice={state.notice} onDismiss={controller.dismissNotice} />
        <div className={layout.area}>
          <div className={styles.board} ref={board}>
            <BaccaratHands
              deal={state.deal}
              shown={state.shown}
              motion={motion}
              texts={texts}
              onCardDealt={controller.cardDealt}
              onShown={controller.dealShown}
            />
            <RoundSummary shown={dealing ? null : state.shown} texts={texts} money={money} />
            <BettingSpots
              bets={tableBets}
              settled={settled}
              chip={money(state.chip)}
              disabled={!idle}
              texts={texts}
              money={money}
              onPlace={controller.place}
              onDeal={controller.pressDeal}
            />
            <div className={styles.betLine}>
              <span>
                {texts.t('totalBet')} <strong data-testid="total-bet">{money(totalStake(tableBets))}</strong>
              </span>
              <p className={styles.problem} role="status" data-testid="bet-problem">
                {problem ? betProblemText(texts, problem, rules.limits, money) : ''}
              </p>
            </div>
            <ChipSelector
              chips={rules.chips}
              chosen={state.chip}
              currency={session.currency}
              language={language}
              texts={texts}
              money={money}
              onChoose={controller.selectChip}
            />
            <BetActions
              canUndo={idle && state.undo.length > 0}
              canClear={idle && placing}
              canRepeat={idle && !placing && state.lastBets !== null}
              canDouble={idle && placing}
              texts={texts}
              onUndo={controller.undo}
              onClear={controller.clear}
              onRepeat={controller.repeat}
              onDouble={controller.double}
            />
            {session.mode === 'demo' && idle && state.balance < lowestChip ? (
              <button type="button" className={controls.secondary} onClick={controller.resetDemo}>
                {t('resetDemo')}
              </button>
            ) : null}
            <div className={styles.side}>
              <BeadRoad results={state.results} texts={texts} />
            </div>
          </div>
        </div>
      </main>

      <BalanceFigures balance={state.balance} pending={state.pending} lastWin={state.lastWin} money={money} />

      <footer className={layout.controls}>
        <DealButton
          mode={state.deal?.round && motion ? 'show' : 'deal'}
          disabled={
            dealing ? !(state.deal?.round && motion) || state.deal.quick : state.busy || check !== null
          }
          texts={texts}
          onPress={controller.pressDeal}
        />
      </footer>
    </div>
  );
}
