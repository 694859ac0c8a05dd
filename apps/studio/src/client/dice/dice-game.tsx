import type { DiceRules } from '../../shared/play-api.ts';
import { resetDemoBalance } from '../api/reset-demo-balance.ts';
import { rollDice } from '../api/roll-dice.ts';
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
import { useMessages } from '../i18n/index.ts';
import { cssVars } from '../lib/css-vars.ts';
import { formatDecimal, formatMoney } from '../lib/money.ts';
import { useMotion } from '../lib/motion.ts';
import { ChanceInput } from './chance-input.tsx';
import { createDiceController } from './dice-controller.ts';
import { diceQuote } from './dice-math.ts';
import { RollCounter } from './roll-counter.tsx';
import styles from './dice-game.module.css';

/** Dice: a win chance, over or under, and a roll from 0.00 to 99.99. */
export function DiceGame({ session, details, rules, onFatal }: GameProps<DiceRules>) {
  const { t, locale } = useMessages();
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
  useSpaceKey(controller.pressRoll);

  const money = (amount: number) => formatMoney(amount, session.currency, locale);
  const quote = diceQuote(state.direction, state.chance, rules.houseEdge, state.bet);
  const rolling = state.rolling !== null;
  const idle = !rolling && !state.busy;
  const levels = session.bets.levels;
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
          <div className={styles.board}>
            <RollCounter
              rolling={state.rolling}
              landed={result?.roll ?? null}
              won={result?.won ?? null}
              motion={motion}
              locale={locale}
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
                ? `${t('rollResult')} ${formatDecimal(result.roll, locale, 2)} · ${
                    result.won ? t('diceWon', { amount: money(result.payout) }) : t('diceLost')
                  }`
                : ''}
            </p>

            <div className={styles.settings}>
              <div className={styles.directions} role="group" aria-label={t('direction')}>
                {(['under', 'over'] as const).map((direction) => (
                  <button
                    key={direction}
                    type="button"
                    className={styles.direction}
                    aria-pressed={state.direction === direction}
                    disabled={!idle}
                    onClick={() => controller.setDirection(direction)}
                  >
                    {t(direction === 'under' ? 'rollUnder' : 'rollOver')}
                  </button>
                ))}
              </div>
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
                    {formatDecimal(target, locale, 2)}
                  </dd>
                </div>
                <div>
                  <dt>{t('multiplier')}</dt>
                  <dd data-testid="dice-multiplier">
                    ×{quote ? formatDecimal(quote.multiplier, locale, 4) : '–'}
                  </dd>
                </div>
                <div>
                  <dt>{t('payoutOnWin')}</dt>
                  <dd data-testid="dice-payout">{quote ? money(quote.payout) : '–'}</dd>
                </div>
              </dl>
            </div>
          </div>
        </div>
      </main>

      <BalanceFigures balance={state.balance} pending={state.pending} lastWin={state.lastWin} money={money} />

      <footer className={layout.controls}>
        <BetStepper
          bet={money(state.bet)}
          canLower={idle && state.betIndex > 0}
          canRaise={idle && state.betIndex < levels.length - 1}
          onChange={controller.changeBet}
        />
        <button
          type="button"
          className={controls.primary}
          data-state={rolling ? 'stop' : 'spin'}
          onClick={controller.pressRoll}
          disabled={state.busy || (!rolling && quote === null)}
        >
          <Icon name="spin" size={26} />
          <span>{t('roll')}</span>
        </button>
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
