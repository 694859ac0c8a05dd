import type { BaccaratRound, BaccaratSettlement } from '@casino/game-math';
import { useFairnessI18n } from '../i18n/fairness-i18n.tsx';
import controls from '../ui/controls.module.css';
import { baccaratBetName, baccaratWinnerName } from './baccarat-names.ts';
import { BetsTable } from './bets-table.tsx';
import { PlayingCards } from './playing-cards.tsx';
import styles from './round.module.css';

/** A baccarat deal: both hands' cards and totals, the winner and pairs, then every bet's result. */
export function BaccaratView(props: {
  round: BaccaratRound;
  settlement: BaccaratSettlement;
  money: (minorUnits: number) => string;
}) {
  const { text } = useFairnessI18n();
  const { round, settlement } = props;
  const yesNo = (value: boolean) => (value ? text.yes : text.no);
  const hands = [
    { name: text.baccaratPlayer, hand: round.player },
    { name: text.baccaratBanker, hand: round.banker },
  ];
  return (
    <div className={styles.section}>
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <caption className={styles.caption}>{text.baccaratHandsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{text.handColumn}</th>
              <th scope="col">{text.cardsColumn}</th>
              <th scope="col" className={styles.amount}>
                {text.totalColumn}
              </th>
            </tr>
          </thead>
          <tbody>
            {hands.map(({ name, hand }) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>
                  <PlayingCards cards={hand.cards} />
                </td>
                <td className={styles.amount}>{hand.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className={controls.values}>
        <dt>{text.baccaratWinner}</dt>
        <dd>{baccaratWinnerName(round.outcome, text)}</dd>
        <dt>{text.baccaratNatural}</dt>
        <dd>{yesNo(round.natural)}</dd>
        <dt>{text.baccaratPlayerPair}</dt>
        <dd>{yesNo(round.playerPair)}</dd>
        <dt>{text.baccaratBankerPair}</dt>
        <dd>{yesNo(round.bankerPair)}</dd>
      </dl>
      <BetsTable
        bets={settlement.bets.map((bet) => ({ ...bet, name: baccaratBetName(bet.kind, text) }))}
        totalStake={settlement.totalStake}
        totalPayout={settlement.totalPayout}
        money={props.money}
      />
    </div>
  );
}
