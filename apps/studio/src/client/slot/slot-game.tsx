import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import type { SlotRules } from '../../shared/play-api.ts';
import { buyBonus } from '../api/buy-bonus.ts';
import { playFreeRound } from '../api/play-free-round.ts';
import { playFreeSpin } from '../api/play-free-spin.ts';
import { playSpin } from '../api/play-spin.ts';
import { resetDemoBalance } from '../api/reset-demo-balance.ts';
import { BalanceFigures } from '../game/balance-figures.tsx';
import { BetStepper } from '../game/bet-stepper.tsx';
import type { GameProps } from '../game/game-props.ts';
import controls from '../game/controls.module.css';
import { GameHeader } from '../game/game-header.tsx';
import layout from '../game/game-layout.module.css';
import { Icon } from '../game/icons.tsx';
import { NoticeBar } from '../game/notice-bar.tsx';
import { useGameController } from '../game/use-game-controller.ts';
import { useSpaceKey } from '../game/use-space-key.ts';
import { WinDisplay } from '../game/win-display.tsx';
import { useMessages } from '../i18n/index.ts';
import { formatMoney } from '@casino/rules';
import { useMotion } from '../lib/motion.ts';
import { BonusBuyDialog } from './bonus-buy-dialog.tsx';
import { FeatureBanner } from './feature-banner.tsx';
import { FeatureSummaryDialog } from './feature-summary-dialog.tsx';
import { FreeRoundsStatus } from './free-rounds-status.tsx';
import { betMultiple } from './paytable.ts';
import { Reels } from './reels.tsx';
import { createSlotController } from './slot-controller.ts';
import { symbolArt } from './symbol-art.ts';
import styles from './slot-game.module.css';

/** A slot: the reels, the figures and the controls (lines, ways, megaways, bonus buy and drops games). */
export function SlotGame({ session, details, rules, onFatal }: GameProps<SlotRules>) {
  const { t, language } = useMessages();
  const motion = useMotion();
  const { controller, state } = useGameController(session, onFatal, (effects) =>
    createSlotController({
      session,
      rules,
      bets: session.bets,
      api: {
        spin: (bet) => playSpin(session.sessionId, bet),
        buyBonus: (bet) => buyBonus(session.sessionId, bet),
        freeSpin: () => playFreeSpin(session.sessionId),
        freeRound: () => playFreeRound(session.sessionId),
        resetDemo: () => resetDemoBalance(session.sessionId),
      },
      effects,
    }),
  );
  const [buying, setBuying] = useState(false);
  const freeRoundsId = useId();

  useEffect(() => controller.start(), [controller]);

  useSpaceKey(controller.pressSpin);

  const names = useMemo(() => new Map(rules.symbols.map((symbol) => [symbol.id, symbol.name])), [rules]);
  const nameOf = useCallback((id: string) => names.get(id) ?? id, [names]);
  const artOf = useCallback((id: string) => symbolArt(session.gameId, id), [session.gameId]);
  const money = useCallback(
    (amount: number) => formatMoney(amount, session.currency, language),
    [session.currency, language],
  );

  const levels = session.bets.levels;
  const spinning = state.spin !== null;
  const idle = !spinning && !state.busy;
  const lowestBet = levels[0] ?? 0;
  const price = rules.bonusBuy ? betMultiple(rules.bonusBuy.priceInBets, state.bet) : 0;
  // An award's rounds wait while a feature is played.
  const freeRounds = state.feature ? null : state.freeRounds;
  const betLocked = state.feature !== null || state.freeRounds !== null;
  const spinLabel = spinning
    ? t('stop')
    : state.feature
      ? t('nextFreeSpin')
      : freeRounds
        ? t('playFreeRound')
        : t('spin');

  return (
    <div className={layout.screen}>
      <div className={layout.header}>
        <GameHeader session={session} details={details} bet={state.bet} />
      </div>

      <main className={layout.stage}>
        <NoticeBar notice={state.notice} onDismiss={controller.dismissNotice} />
        {state.feature ? <FeatureBanner feature={state.feature} money={money} /> : null}
        <FreeRoundsStatus
          id={freeRoundsId}
          freeRounds={freeRounds}
          summary={state.freeRoundsSummary}
          money={money}
        />
        <div className={layout.area}>
          <Reels
            rows={rules.rows}
            artOf={artOf}
            nameOf={nameOf}
            shown={state.shown}
            spin={state.spin}
            motion={motion}
            winning={state.winning}
            onReelStopped={controller.reelStopped}
            onLanded={controller.reelsLanded}
          />
          {state.win ? (
            <WinDisplay
              key={state.win.id}
              amount={state.win.amount}
              bet={state.bet}
              big={state.win.big}
              motion={motion}
              money={money}
            />
          ) : null}
          {state.drop !== null ? (
            <p className={styles.drop}>{t('dropPrize', { amount: money(state.drop) })}</p>
          ) : null}
        </div>
        <p className="visually-hidden" role="status">
          {state.win ? `${t('win')}: ${money(state.win.amount)}` : ''}
        </p>
      </main>

      <BalanceFigures balance={state.balance} pending={state.pending} lastWin={state.lastWin} money={money} />

      <footer className={layout.controls}>
        <BetStepper
          bet={money(state.bet)}
          canLower={idle && !betLocked && state.betIndex > 0}
          canRaise={idle && !betLocked && state.betIndex < levels.length - 1}
          onChange={controller.changeBet}
        />
        <button
          type="button"
          className={controls.primary}
          data-state={spinning ? 'stop' : state.feature || freeRounds ? 'free' : 'spin'}
          onClick={controller.pressSpin}
          disabled={state.busy}
          aria-describedby={freeRounds && !spinning ? freeRoundsId : undefined}
        >
          <Icon name="spin" size={26} />
          <span>{spinLabel}</span>
        </button>
        <div className={controls.group}>
          {rules.bonusBuy ? (
            <button
              type="button"
              className={controls.secondary}
              onClick={() => setBuying(true)}
              disabled={!idle || betLocked}
            >
              <Icon name="gift" size={18} />
              <span className={styles.buyLabel}>
                {t('buyBonus')} <small>{money(price)}</small>
              </span>
            </button>
          ) : null}
          {session.mode === 'demo' && state.balance < lowestBet && idle && !state.feature ? (
            <button type="button" className={controls.secondary} onClick={controller.resetDemo}>
              {t('resetDemo')}
            </button>
          ) : null}
        </div>
      </footer>

      {buying && rules.bonusBuy ? (
        <BonusBuyDialog
          price={money(price)}
          spins={rules.bonusBuy.spins}
          onClose={() => setBuying(false)}
          onConfirm={() => {
            setBuying(false);
            controller.buyBonus();
          }}
        />
      ) : null}
      {state.featureSummary ? (
        <FeatureSummaryDialog total={money(state.featureSummary.total)} onClose={controller.dismissSummary} />
      ) : null}
    </div>
  );
}
