import type { DiceRoll } from '@casino/game-math';
import { formatNumber } from '@casino/rules';
import { useFairnessI18n } from '../i18n/fairness-i18n.tsx';
import { fill } from '../i18n/fill.ts';
import controls from '../ui/controls.module.css';
import { formatMultiplier } from './format-multiplier.ts';

/** A dice bet and its roll. */
export function DiceView(props: {
  direction: 'over' | 'under';
  target: number;
  roll: DiceRoll;
  money: (minorUnits: number) => string;
}) {
  const { text, language } = useFairnessI18n();
  const hundredths = (value: number) => formatNumber(value, language, 2);
  const target = hundredths(props.target);
  return (
    <dl className={controls.values}>
      <dt>{text.diceBet}</dt>
      <dd>{fill(props.direction === 'over' ? text.diceOver : text.diceUnder, { target })}</dd>
      <dt>{text.diceRoll}</dt>
      <dd>{hundredths(props.roll.roll)}</dd>
      <dt>{text.diceResult}</dt>
      <dd>{props.roll.won ? text.diceWon : text.diceLost}</dd>
      <dt>{text.multiplier}</dt>
      <dd>{formatMultiplier(props.roll.multiplier, language)}</dd>
      <dt>{text.dicePayout}</dt>
      <dd>{props.money(props.roll.payout)}</dd>
    </dl>
  );
}
