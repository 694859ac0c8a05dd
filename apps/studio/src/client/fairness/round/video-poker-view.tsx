import type { VideoPokerPlayerView } from '@casino/game-math';
import { useFairnessI18n } from '../i18n/fairness-i18n.tsx';
import { fill } from '../i18n/fill.ts';
import controls from '../ui/controls.module.css';
import { cardOfCodeOrNull } from './card-names.ts';
import { handCategoryName } from './hand-category-name.ts';
import { PlayingCards } from './playing-cards.tsx';
import styles from './round.module.css';
import { TimeoutNote } from './timeout-note.tsx';

const DEAL_SIZE = 5;

/**
 * A video poker round: the bet, the five cards dealt, which were held and the final hand with its name and pay.
 * While the player has not drawn yet, only the deal is known.
 */
export function VideoPokerView(props: {
  view: VideoPokerPlayerView;
  closedBy: 'player' | 'timeout';
  money: (minorUnits: number) => string;
}) {
  const { text } = useFairnessI18n();
  const { view, money } = props;
  const done = view.stage === 'done';
  const dealt = done ? (view.deck?.slice(0, DEAL_SIZE) ?? null) : view.hand;
  return (
    <div className={styles.section}>
      <TimeoutNote closedBy={props.closedBy} rule={text.timeoutVideoPoker} />
      <dl className={controls.values}>
        <dt>{text.videoPokerCoins}</dt>
        <dd>{view.bet.coins}</dd>
        <dt>{text.videoPokerCoinValue}</dt>
        <dd>{money(view.bet.coinValue)}</dd>
      </dl>
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <caption className={styles.caption}>{text.videoPokerCardsCaption}</caption>
          <thead>
            <tr>
              <td />
              {Array.from({ length: DEAL_SIZE }, (_, position) => (
                <th key={position} scope="col">
                  {fill(text.videoPokerPosition, { n: position + 1 })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {dealt && <CardsRow label={text.videoPokerDealt} codes={dealt} />}
            {done && (
              <tr>
                <th scope="row">{text.videoPokerHeld}</th>
                {view.held.map((held, position) => (
                  <td key={position}>{held ? text.yes : text.no}</td>
                ))}
              </tr>
            )}
            {done && <CardsRow label={text.videoPokerFinal} codes={view.hand} />}
          </tbody>
        </table>
      </div>
      <dl className={controls.values}>
        <dt>{text.videoPokerHand}</dt>
        <dd>{handCategoryName(view.category, text)}</dd>
        {done && (
          <>
            <dt>{text.payout}</dt>
            <dd>{money(view.payout)}</dd>
          </>
        )}
      </dl>
    </div>
  );
}

/** Five cards given by their codes ('KS', 'TH'), one per column. */
function CardsRow(props: { label: string; codes: readonly string[] }) {
  return (
    <tr>
      <th scope="row">{props.label}</th>
      {props.codes.map((code, position) => (
        <td key={position}>
          <PlayingCards cards={[cardOfCodeOrNull(code)]} />
        </td>
      ))}
    </tr>
  );
}
