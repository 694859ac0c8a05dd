import { blackjackHandValue, type BlackjackPlayerView } from '@casino/game-math';
import { useFairnessI18n } from '../i18n/fairness-i18n.tsx';
import { fill } from '../i18n/fill.ts';
import { blackjackResultName } from './blackjack-names.ts';
import { PlayingCards } from './playing-cards.tsx';
import styles from './round.module.css';

/** The player's hands: cards, total, stake and, once settled, result and payout. */
export function BlackjackHands(props: { view: BlackjackPlayerView; money: (minorUnits: number) => string }) {
  const { text } = useFairnessI18n();
  const { view, money } = props;
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption className={styles.caption}>{text.blackjackHandsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{text.handColumn}</th>
            <th scope="col">{text.cardsColumn}</th>
            <th scope="col" className={styles.amount}>
              {text.totalColumn}
            </th>
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
          {view.hands.map((hand, index) => {
            const settled = view.settlement?.hands[index];
            const name = fill(hand.doubled ? text.blackjackHandDoubled : text.blackjackHand, {
              n: index + 1,
            });
            return (
              <tr key={index}>
                <th scope="row">{name}</th>
                <td>
                  <PlayingCards cards={hand.cards} />
                </td>
                <td className={styles.amount}>{blackjackHandValue(hand.cards).total}</td>
                <td className={styles.amount}>{money(hand.stake)}</td>
                <td>{settled ? blackjackResultName(settled.result, text) : text.blackjackInPlay}</td>
                <td className={styles.amount}>{settled ? money(settled.payout) : '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
