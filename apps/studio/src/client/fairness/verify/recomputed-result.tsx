import { useFairnessI18n } from '../i18n/fairness-i18n.tsx';
import { DiceView } from '../round/dice-view.tsx';
import round$ from '../round/round.module.css';
import { TableOutcomeView } from '../round/table-outcome-view.tsx';
import controls from '../ui/controls.module.css';
import type { HeadingLevel } from '../ui/heading.tsx';
import type { RecomputedRound } from '../verify-round.ts';
import { RecomputedSlot } from './recomputed-slot.tsx';

/** What the browser computed, shown the way the history shows a round. */
export function RecomputedResult(props: {
  recomputed: RecomputedRound;
  gameId: string;
  money: (minorUnits: number) => string;
  headingLevel: HeadingLevel;
}) {
  const { text } = useFairnessI18n();
  const { recomputed, money } = props;
  switch (recomputed.kind) {
    case 'spin':
    case 'bonus-buy':
      return (
        <RecomputedSlot
          recomputed={recomputed}
          gameId={props.gameId}
          money={money}
          headingLevel={props.headingLevel}
        />
      );
    case 'dice':
      return (
        <DiceView
          direction={recomputed.direction}
          target={recomputed.target}
          roll={recomputed.roll}
          money={money}
        />
      );
    default:
      return (
        <div className={round$.section}>
          <TableOutcomeView outcome={recomputed} money={money} />
          <dl className={controls.values}>
            <dt>{text.stake}</dt>
            <dd>{money(recomputed.stake)}</dd>
            <dt>{text.totalWin}</dt>
            <dd>{money(recomputed.totalWin)}</dd>
          </dl>
        </div>
      );
  }
}
