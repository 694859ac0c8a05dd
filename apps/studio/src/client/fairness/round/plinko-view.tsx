import type { PlinkoDrop, PlinkoRisk } from '@casino/game-math';
import { useFairnessI18n } from '../i18n/fairness-i18n.tsx';
import type { FairnessMessages } from '../i18n/en.ts';
import controls from '../ui/controls.module.css';
import { formatMultiplier } from './format-multiplier.ts';

/** A plinko drop: the board, the ball's path row by row, the bin it landed in and what it paid. */
export function PlinkoView(props: {
  rows: number;
  risk: PlinkoRisk;
  drop: PlinkoDrop;
  money: (minorUnits: number) => string;
}) {
  const { text, language } = useFairnessI18n();
  const { drop } = props;
  const path = drop.path.map((bounce) => (bounce === 1 ? text.plinkoRight : text.plinkoLeft)).join(' ');
  return (
    <dl className={controls.values}>
      <dt>{text.plinkoRows}</dt>
      <dd>{props.rows}</dd>
      <dt>{text.plinkoRisk}</dt>
      <dd>{riskName(props.risk, text)}</dd>
      <dt>{text.plinkoPath}</dt>
      <dd className={controls.code}>{path}</dd>
      <dt>{text.plinkoBin}</dt>
      <dd>{drop.bin}</dd>
      <dt>{text.multiplier}</dt>
      <dd>{formatMultiplier(drop.multiplier, language)}</dd>
      <dt>{text.payout}</dt>
      <dd>{props.money(drop.payout)}</dd>
    </dl>
  );
}

function riskName(risk: PlinkoRisk, text: FairnessMessages): string {
  switch (risk) {
    case 'low':
      return text.plinkoRiskLow;
    case 'medium':
      return text.plinkoRiskMedium;
    case 'high':
      return text.plinkoRiskHigh;
  }
}
