import { useEffect, useId, useRef, useState } from 'react';
import type { DiceRules } from '../../shared/play-api.ts';
import { resetDemoBalance } from '../api/reset-demo-balance.ts';
import { rollDice } from '../api/roll-dice.ts';
import { BalanceFigures } from '../game/balance-figures.tsx';
import type { GameProps } from '../game/game-props.ts';
import controls from '../game/controls.module.css';
import { GameHeader } from '../game/game-header.tsx';
import layout from '../game/game-layout.module.css';
import { NoticeBar } from '../game/notice-bar.tsx';
import { SegmentedChoice } from '../game/segmented-choice.tsx';
import { useGameController } from '../game/use-game-controller.ts';
import { useSpaceKey } from '../game/use-space-key.ts';
import { useMessages } from '../i18n/index.ts';
import { cssVars } from '../lib/css-vars.ts';
import { formatMoney, formatNumber } from '@casino/rules';
import { useMotion } from '../lib/motion.ts';
import { AutoBetPanel, type PlayMode } from './auto-bet-panel.tsx';
import { AutoBetStatus } from './auto-bet-status.tsx';
import { EMPTY_AUTO_BET_FORM, readAutoBetForm } from './auto-bet-rules.ts';
import { isAutoBetAllowed } from './autoplay-market.ts';
import { betText } from './bet-amount.ts';
import { BetField, BetProblem } from './bet-field.tsx';
import { ChanceInput } from './chance-input.tsx';
import { createDiceController } from './dice-controller.ts';
import { diceQuote } from './dice-math.ts';
import { RollButton, rollButtonState } from './roll-button.tsx';
import { RollCounter } from './roll-counter.tsx';
import { useAutoBet } from './use-auto-bet.ts';
import { usePlatformPause } from '../frame/platform-messages.ts';
import { useBetField } from './use-bet-field.ts';
import styles from './dice-game.module.css';

const DIRECTIONS = ['under', 'over'] as const;

/** Dice: a win chance, over or under, and a roll from 0.00 to 99.99. */
export function DiceGame({ session, details, rules, onFatal }: GameProps<DiceRules>) {
  const { t, language } = useMessages();
  const motion = useMotion();
  const { controller, state } = useGameController(session, onFatal, (effects) =>
    createDiceController({
      session,
      rules,
      bets: session.bets,
      api: {
        roll: (request) => rollDice(session.sessionId, request),
        resetDemo: () => resetDemoBalance(session.sessionId),
      },
      effects,
    }),
  );
  const { autoBet, auto } = useAutoBet(controller);
  // A reality check or the end of the session on the platform page stops an automatic run.
  usePlatformPause(() => {
    if (auto.running) autoBet.stop();
  });
  const [autoAllowed] = useState(() => isAutoBetAllowed(window.location.search, session));
  const [mode, setMode] = useState<PlayMode>('manual');
  const [autoForm, setAutoForm] = useState(EMPTY_AUTO_BET_FORM);
  const betProblemId = useId();
  const board = useRef<HTMLDivElement>(null);

  const money = (amount: number) => formatMoney(amount, session.currency, language);
  const quote = diceQuote(state.direction, state.chance, rules.houseEdge, state.bet);
  const rolling = state.rolling !== null;
  const idle = !rolling && !state.busy && !auto.running;
  const levels = session.bets.levels;
  const betField = useBetField({
    bet: state.bet,
    balance: state.balance,
    bets: session.bets,
    language,
    betweenRolls: idle,
    setBet: controller.setBet,
  });
  const exampleAmount = betText(betField.limits.min, session.currency, language);
  const autoCheck = readAutoBetForm(autoForm, session.currency);
  const button = rollButtonState({
    autoMode: autoAllowed && mode === 'auto',
    auto,
    rolling,
    busy: state.busy,
    canRoll: quote !== null && betField.problem === null,
    settings: autoCheck.settings,
    startAuto: autoBet.start,
    stopAuto: autoBet.stop,
    pressRoll: controller.pressRoll,
  });
  useSpaceKey(button.press);
  // The counter and the run's status are at the top of the board: a run brings them into view.
  useEffect(() => {
    if (auto.running && board.current) board.current.scrollTop = 0;
  }, [auto.running]);
  const result = state.result;
  const target = quote?.target ?? 0;

  return (
    <div className={layout.screen}>
      <div className={layout.header}>
        <GameHeader session={session} details={details} bet={state.bet} />
      </div>

      <main className={layout.stage}>
        <NoticeBar notice={state.notice} onDismiss={controller.dismissNotice} />
        <div className={layout.area}>
          <div className={styles.board} ref={board}>
            <RollCounter
              rolling={state.rolling}
              landed={result?.roll ?? null}
              won={result?.won ?? null}
              motion={motion}
              language={language}
              onLanded={controller.rollLanded}
            />
            <div
              className={`${styles.track} ${state.direction === 'over' ? styles.over : styles.under}`}
              style={cssVars({ '--target': target, '--roll': result?.roll ?? 0 })}
              aria-hidden="true"
            >
              <span className={styles.targetMark} />
              {result && !rolling ? (
                <span className={`${styles.rollMark} ${result.won ? styles.won : styles.lost}`} />
              ) : null}
            </div>
            <p className={styles.result} role="status" data-testid="dice-result">
              {result && !rolling
                ? `${t('rollResult')} ${formatNumber(result.roll, language, 2)} · ${
                    result.won ? t('diceWon', { amount: money(result.payout) }) : t('diceLost')
                  }`
                : ''}
            </p>
            {autoAllowed && mode === 'auto' ? <AutoBetStatus auto={auto} money={money} /> : null}

            <div className={styles.settings}>
              <SegmentedChoice
                label={t('direction')}
                options={DIRECTIONS}
                value={state.direction}
                labelOf={(direction) => t(direction === 'under' ? 'rollUnder' : 'rollOver')}
                onChange={(direction) => controller.setDirection(direction)}
                disabled={!idle}
              />
              <ChanceInput
                chance={state.chance}
                min={rules.minChance}
                max={rules.maxChance}
                disabled={!idle}
                onChange={controller.setChance}
              />
              <dl className={styles.quote}>
                <div>
                  <dt>{t('target')}</dt>
                  <dd data-testid="dice-target">
                    {t(state.direction === 'under' ? 'rollUnder' : 'rollOver')}{' '}
                    {formatNumber(target, language, 2)}
                  </dd>
                </div>
                <div>
                  <dt>{t('multiplier')}</dt>
                  <dd data-testid="dice-multiplier">
                    ×{quote ? formatNumber(quote.multiplier, language, 4) : '–'}
                  </dd>
                </div>
                <div>
                  <dt>{t('payoutOnWin')}</dt>
                  <dd data-testid="dice-payout">{quote ? money(quote.payout) : '–'}</dd>
                </div>
              </dl>
              <BetProblem id={betProblemId} field={betField} money={money} example={exampleAmount} />
              {autoAllowed ? (
                <AutoBetPanel
                  mode={mode}
                  onModeChange={setMode}
                  form={autoForm}
                  invalid={autoCheck.invalid}
                  onFormChange={(field, text) => setAutoForm((form) => ({ ...form, [field]: text }))}
                  locked={!idle}
                  example={exampleAmount}
                />
              ) : null}
            </div>
          </div>
        </div>
      </main>

      <BalanceFigures balance={state.balance} pending={state.pending} lastWin={state.lastWin} money={money} />

      <footer className={layout.controls}>
        <BetField field={betField} currency={session.currency} disabled={!idle} problemId={betProblemId} />
        <RollButton action={button.action} disabled={button.disabled} onPress={button.press} />
        <div className={controls.group}>
          {session.mode === 'demo' && state.balance < (levels[0] ?? 0) && idle ? (
            <button type="button" className={controls.secondary} onClick={controller.resetDemo}>
              {t('resetDemo')}
            </button>
          ) : null}
        </div>
      </footer>
    </div>
  );
}
