import { useFairnessI18n } from '../i18n/fairness-i18n.tsx';
import controls from '../ui/controls.module.css';
import styles from './round.module.css';

export interface SettledBet {
  readonly name: string;
  readonly stake: number;
  readonly result: 'win' | 'lose' | 'push';
  /** Minor units paid back, stake included. */
  readonly payout: number;
}

/** A table game's bets, each with its result and what it paid back, and the round's totals. */
export function BetsTable(props: {
  bets: readonly SettledBet[];
  totalStake: number;
  totalPayout: number;
  money: (minorUnits: number) => string;
}) {
  const { text } = useFairnessI18n();
  const { money } = props;
  const resultLabel = { win: text.betWon, lose: text.betLost, push: text.betPush };
  return (
    <>
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <caption className={styles.caption}>{text.betsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{text.bet}</th>
              <th scope="col" className={styles.amount}>
                {text.stake}
              </th>
              <th scope="col">{text.result}</th>
              <th scope="col" className={styles.amount}>
                {text.payout}
              </th>
            </tr>
          </thead>
          <tbody>
            {props.bets.map((bet, index) => (
              <tr key={index}>
                <th scope="row">{bet.name}</th>
                <td className={styles.amount}>{money(bet.stake)}</td>
                <td>{resultLabel[bet.result]}</td>
                <td className={styles.amount}>{money(bet.payout)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className={controls.values}>
        <dt>{text.totalStake}</dt>
        <dd>{money(props.totalStake)}</dd>
        <dt>{text.totalPayout}</dt>
        <dd>{money(props.totalPayout)}</dd>
      </dl>
    </>
  );
}
