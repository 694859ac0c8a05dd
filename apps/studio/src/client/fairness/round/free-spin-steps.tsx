import type { FreeSpinStep } from '@casino/game-math';
import { useFairnessI18n } from '../i18n/fairness-i18n.tsx';
import { fill } from '../i18n/fill.ts';
import controls from '../ui/controls.module.css';
import { Heading, type HeadingLevel } from '../ui/heading.tsx';
import styles from './round.module.css';
import { SlotSpinView } from './slot-spin-view.tsx';

/** Each free spin of a feature: its window and wins, the spins it added and the feature's total after it. */
export function FreeSpinSteps(props: {
  steps: readonly FreeSpinStep[];
  gameId: string;
  money: (minorUnits: number) => string;
  headingLevel: HeadingLevel;
}) {
  const { text } = useFairnessI18n();
  return (
    <ol className={styles.steps}>
      {props.steps.map((step, index) => (
        <li key={index} className={styles.step}>
          <Heading level={props.headingLevel} className={styles.subheading}>
            {fill(text.stepTitle, { n: index + 1 })}
          </Heading>
          <SlotSpinView spin={step.spin} gameId={props.gameId} money={props.money} />
          <dl className={controls.values}>
            <dt>{text.spinsAdded}</dt>
            <dd>{step.spinsAdded}</dd>
            <dt>{text.runningTotal}</dt>
            <dd>{props.money(step.state.totalWin)}</dd>
          </dl>
        </li>
      ))}
    </ol>
  );
}
