import type { RouletteBet, RouletteSettlement } from '@casino/game-math';
import { useFairnessI18n } from '../i18n/fairness-i18n.tsx';
import controls from '../ui/controls.module.css';
import { BetsTable } from './bets-table.tsx';
import styles from './round.module.css';
import { rouletteBetName, rouletteColourName } from './roulette-names.ts';

/** A roulette spin: the winning number and its colour, then every bet with what it paid back. */
export function RouletteView(props: {
  bets: readonly RouletteBet[];
  settlement: RouletteSettlement;
  money: (minorUnits: number) => string;
}) {
  const { text } = useFairnessI18n();
  const { settlement } = props;
  const payouts = new Map(settlement.wins.map((win) => [win.betIndex, win.payout]));
  const bets = props.bets.map((bet, index) => {
    const payout = payouts.get(index);
    return {
      name: rouletteBetName(bet, text),
      stake: bet.amount,
      result: payout === undefined ? ('lose' as const) : ('win' as const),
      payout: payout ?? 0,
    };
  });
  return (
    <div className={styles.section}>
      <dl className={controls.values}>
        <dt>{text.rouletteNumber}</dt>
        <dd>{settlement.number}</dd>
        <dt>{text.rouletteColour}</dt>
        <dd>{rouletteColourName(settlement.color, text)}</dd>
      </dl>
      <BetsTable
        bets={bets}
        totalStake={settlement.totalStake}
        totalPayout={settlement.totalPayout}
        money={props.money}
      />
    </div>
  );
}
