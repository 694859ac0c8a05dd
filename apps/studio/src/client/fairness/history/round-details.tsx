import { Button } from '@casino/ui';
import type { RoundView } from '../../../shared/play-api.ts';
import { useFairnessI18n } from '../i18n/fairness-i18n.tsx';
import { fill } from '../i18n/fill.ts';
import { DiceView } from '../round/dice-view.tsx';
import { FreeSpinSteps } from '../round/free-spin-steps.tsx';
import round$ from '../round/round.module.css';
import { RoundSeeds } from '../round/round-seeds.tsx';
import { SlotSpinView } from '../round/slot-spin-view.tsx';
import { isTableOutcome, TableOutcomeView } from '../round/table-outcome-view.tsx';
import controls from '../ui/controls.module.css';
import styles from './history.module.css';

/** Everything a recalled round shows: outcome, free spins, balances, seeds and the way to verify it. */
export function RoundDetails(props: {
  round: RoundView;
  money: (minorUnits: number) => string;
  onVerify: () => void;
  verifyButtonId: string;
}) {
  const { text } = useFairnessI18n();
  const { round, money } = props;
  const { outcome } = round;
  const balance = (value: number | null) => (value === null ? text.balancePending : money(value));
  return (
    <div className={styles.details}>
      <section className={round$.section}>
        <h4 className={round$.heading}>{text.outcomeTitle}</h4>
        {outcome.kind === 'spin' && <SlotSpinView spin={outcome.spin} gameId={round.gameId} money={money} />}
        {outcome.kind === 'bonus-buy' && (
          <dl className={controls.values}>
            <dt>{text.bonusBuyPrice}</dt>
            <dd>{money(outcome.price)}</dd>
            <dt>{text.freeSpinsAwarded}</dt>
            <dd>{outcome.feature.spinsAwarded}</dd>
          </dl>
        )}
        {outcome.kind === 'dice' && (
          <DiceView direction={outcome.direction} target={outcome.target} roll={outcome.roll} money={money} />
        )}
        {isTableOutcome(outcome) && <TableOutcomeView outcome={outcome} money={money} />}
        {round.feature && (
          <p className={round$.muted}>
            {fill(text.featureProgress, {
              played: round.feature.spinsPlayed,
              awarded: round.feature.spinsAwarded,
              total: money(round.feature.totalWin),
            })}
          </p>
        )}
      </section>
      {round.steps.length > 0 && (
        <section className={round$.section}>
          <h4 className={round$.heading}>{text.stepsTitle}</h4>
          <FreeSpinSteps steps={round.steps} gameId={round.gameId} money={money} headingLevel={5} />
        </section>
      )}
      <dl className={controls.values}>
        <dt>{text.roundId}</dt>
        <dd className={controls.code}>{round.roundId}</dd>
        <dt>{text.stake}</dt>
        <dd>{money(round.stake)}</dd>
        <dt>{text.win}</dt>
        <dd>{money(round.totalWin)}</dd>
        <dt>{text.balanceBefore}</dt>
        <dd>{balance(round.balanceBefore)}</dd>
        <dt>{text.balanceAfter}</dt>
        <dd>{balance(round.balanceAfter)}</dd>
      </dl>
      <section className={round$.section}>
        <h4 className={round$.heading}>{text.seedsTitle}</h4>
        <RoundSeeds {...round.seeds} />
      </section>
      <div>
        <Button variant="primary" size="sm" onClick={props.onVerify} id={props.verifyButtonId}>
          {text.verify}
        </Button>
      </div>
    </div>
  );
}
