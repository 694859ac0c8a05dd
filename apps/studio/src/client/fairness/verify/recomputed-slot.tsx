import { Button } from '@casino/ui';
import { useId, useState } from 'react';
import { useFairnessI18n } from '../i18n/fairness-i18n.tsx';
import { fill } from '../i18n/fill.ts';
import { FreeSpinSteps } from '../round/free-spin-steps.tsx';
import round$ from '../round/round.module.css';
import { SlotSpinView } from '../round/slot-spin-view.tsx';
import controls from '../ui/controls.module.css';
import type { HeadingLevel } from '../ui/heading.tsx';
import type { RecomputedRound } from '../verify-round.ts';
import styles from './verify.module.css';

/** A recomputed slot round: the window or the bonus buy's price, and the free spins (collapsed). */
export function RecomputedSlot(props: {
  recomputed: Extract<RecomputedRound, { kind: 'spin' | 'bonus-buy' }>;
  gameId: string;
  money: (minorUnits: number) => string;
  headingLevel: HeadingLevel;
}) {
  const { text } = useFairnessI18n();
  const { recomputed, money } = props;
  const [stepsOpen, setStepsOpen] = useState(false);
  const stepsId = useId();
  const feature = recomputed.steps.at(-1)?.state ?? recomputed.feature;
  return (
    <div className={round$.section}>
      {recomputed.kind === 'spin' && (
        <SlotSpinView spin={recomputed.spin} gameId={props.gameId} money={money} />
      )}
      {recomputed.kind === 'bonus-buy' && (
        <dl className={controls.values}>
          <dt>{text.bonusBuyPrice}</dt>
          <dd>{money(recomputed.price)}</dd>
        </dl>
      )}
      {feature && (
        <p className={round$.muted}>
          {fill(text.featureProgress, {
            played: feature.spinsPlayed,
            awarded: feature.spinsAwarded,
            total: money(feature.totalWin),
          })}
        </p>
      )}
      <dl className={controls.values}>
        <dt>{text.totalWin}</dt>
        <dd>{money(recomputed.totalWin)}</dd>
      </dl>
      {recomputed.steps.length > 0 && (
        <>
          <Button
            variant="secondary"
            size="sm"
            className={styles.expander}
            aria-expanded={stepsOpen}
            aria-controls={stepsId}
            onClick={() => setStepsOpen((open) => !open)}
          >
            {fill(text.showSteps, { n: recomputed.steps.length })}
          </Button>
          {stepsOpen && (
            <div id={stepsId}>
              <FreeSpinSteps
                steps={recomputed.steps}
                gameId={props.gameId}
                money={money}
                headingLevel={props.headingLevel}
              />
            </div>
          )}
        </>
      )}
    </div>
  );
}
