import { useState } from 'react';
import { VIDEO_POKER_MAX_COINS } from '@casino/game-math';
import { formatMoney } from '@casino/rules';
import type { VideoPokerRules } from '../../shared/table-play-api.ts';
import { dealVideoPoker } from '../api/deal-video-poker.ts';
import { drawVideoPoker } from '../api/draw-video-poker.ts';
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
import { BestHoldHint } from './best-hold-hint.tsx';
import { CoinValueStepper } from './coin-value-stepper.tsx';
import { HandView } from './hand-view.tsx';
import { readHintSetting, writeHintSetting } from './hint-setting.ts';
import { VIDEO_POKER_TEXTS } from './messages/index.ts';
import { PayTableGrid } from './pay-table-grid.tsx';
import { RoundStatus } from './round-status.tsx';
import { useBestHold } from './use-best-hold.ts';
import { useHoldKeys } from './use-hold-keys.ts';
import { useWideScreen } from './use-wide-screen.ts';
import { canDeal, createVideoPokerController } from './video-poker-controller.ts';
import styles from './video-poker-game.module.css';

/** Jacks or Better 9/6: bet 1–5 coins, deal five cards, hold any, draw once, paid by the pay table. */
export function VideoPokerGame({ session, details, rules, onFatal }: GameProps<VideoPokerRules>) {
  const { t, language } = useMessages();
  const game = useGameMessages(VIDEO_POKER_TEXTS);
  const { controller, state } = useGameController(session, onFatal, (effects) =>
    createVideoPokerController({
      session,
      rules,
      bets: session.bets,
      api: {
        deal: (request) => dealVideoPoker(session.sessionId, request),
        draw: (request) => drawVideoPoker(session.sessionId, request),
        resetDemo: () => resetDemoBalance(session.sessionId),
      },
      effects,
    }),
  );
  const [hintOn, setHintOn] = useState(readHintSetting);
  const wide = useWideScreen();

  const money = (amount: number) => formatMoney(amount, session.currency, language);
  const { phase, hand } = state;
  const holding = phase === 'holding' && hand !== null;
  const betting = phase === 'betting' && !state.busy;
  const hint = useBestHold(holding ? hand.cards : null, hand?.coins ?? state.coins, hintOn);
  const dealable = canDeal(state);
  const playEnabled = holding ? !state.busy : dealable;
  // The pay table follows the hand on the table, else the bet being chosen.
  const payColumn = hand && phase !== 'betting' ? hand.coins : state.coins;
  const winning = phase === 'betting' && hand?.drawn && hand.payout > 0 ? hand.category : null;
  const coinIndex = rules.coinValues.indexOf(state.coinValue);
  const lowestStake = rules.coinValues[0] ?? 0;

  useSpaceKey(controller.pressPlay);
  useHoldKeys(controller.toggleHold, holding);

  const toggleHint = () => {
    writeHintSetting(!hintOn);
    setHintOn(!hintOn);
  };

  return (
    <div className={layout.screen}>
      <div className={layout.header}>
        <GameHeader session={session} details={details} bet={state.bet} />
      </div>

      <main className={layout.stage}>
        <NoticeBar notice={state.notice} onDismiss={controller.dismissNotice} />
        <div className={layout.area}>
          <div className={styles.board}>
            <section className={styles.payTable} aria-label={game.t('payTable')}>
              <PayTableGrid rows={rules.payTable} coins={payColumn} winning={winning} />
            </section>

            <HandView
              hand={hand}
              phase={phase}
              bestHeld={holding && hint.status === 'ready' ? hint.hold.held : null}
              cardSize={wide ? 'large' : 'medium'}
              onToggle={controller.toggleHold}
            />
            <RoundStatus state={state} money={money} />

            <BestHoldHint
              enabled={hintOn}
              onToggle={toggleHint}
              hand={holding ? hand : null}
              hint={hint}
              money={money}
            />
            <div className={styles.settings}>
              <CoinValueStepper
                value={money(state.coinValue)}
                canLower={betting && coinIndex !== 0}
                canRaise={betting && coinIndex < rules.coinValues.length - 1}
                onStep={controller.stepCoinValue}
              />
              <div className={styles.stake}>
                <span className={controls.betLabel}>{t('bet')}</span>
                <output className={controls.betAmount} data-testid="stake">
                  {money(state.bet)}
                </output>
              </div>
              {session.mode === 'demo' && state.balance < lowestStake && betting ? (
                <button type="button" className={controls.secondary} onClick={controller.resetDemo}>
                  {t('resetDemo')}
                </button>
              ) : null}
            </div>
            {betting && state.bet > state.balance ? (
              <p className={styles.problem}>{t('insufficientFunds')}</p>
            ) : null}

            <p className={styles.keys}>{game.t('keysHint')}</p>
          </div>
        </div>
      </main>

      <BalanceFigures balance={state.balance} pending={state.pending} lastWin={state.lastWin} money={money} />

      <footer className={layout.controls}>
        <div className={controls.group}>
          <div className={controls.betValue}>
            <span className={controls.betLabel}>{game.t('coins')}</span>
            <output className={controls.betAmount} data-testid="coins">
              {state.coins}
            </output>
          </div>
          <button
            type="button"
            className={controls.secondary}
            onClick={controller.betOne}
            disabled={!betting}
          >
            {game.t('betOne')}
          </button>
        </div>
        <button
          type="button"
          className={controls.primary}
          onClick={controller.pressPlay}
          disabled={!playEnabled}
          data-testid="play-button"
        >
          {holding || phase === 'drawing' ? game.t('draw') : game.t('deal')}
        </button>
        <button
          type="button"
          className={controls.secondary}
          onClick={controller.maxBet}
          disabled={!betting || state.coins === VIDEO_POKER_MAX_COINS}
        >
          {game.t('maxBet')}
        </button>
      </footer>
    </div>
  );
}
