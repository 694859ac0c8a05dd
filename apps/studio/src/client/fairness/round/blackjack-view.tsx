import {
  blackjackHandValue,
  type BlackjackAction,
  type BlackjackPlayerView,
  type Card,
} from '@casino/game-math';
import { useFairnessI18n } from '../i18n/fairness-i18n.tsx';
import controls from '../ui/controls.module.css';
import { BlackjackHands } from './blackjack-hands.tsx';
import { blackjackActionName, blackjackInsuranceName } from './blackjack-names.ts';
import { PlayingCards } from './playing-cards.tsx';
import styles from './round.module.css';
import { TimeoutNote } from './timeout-note.tsx';

/**
 * A blackjack round: the player's hands, the dealer's cards, insurance and the moves made. While the round is
 * played the hole card is face down and the shoe unknown; once over, the cards dealt from the shoe are listed.
 */
export function BlackjackView(props: {
  view: BlackjackPlayerView;
  actions: readonly BlackjackAction[];
  closedBy: 'player' | 'timeout';
  money: (minorUnits: number) => string;
}) {
  const { text } = useFairnessI18n();
  const { view, money } = props;
  const { settlement } = view;
  const dealerCards = view.dealer.filter((card): card is Card => card !== null);
  const dealerKnown = dealerCards.length === view.dealer.length;
  const dealerTotal = blackjackHandValue(dealerCards).total;
  return (
    <div className={styles.section}>
      <TimeoutNote closedBy={props.closedBy} rule={text.timeoutBlackjack} />
      <BlackjackHands view={view} money={money} />
      <dl className={controls.values}>
        <dt>{text.blackjackDealerCards}</dt>
        <dd>
          <PlayingCards cards={view.dealer} />
        </dd>
        {dealerKnown && (
          <>
            <dt>{text.blackjackDealerTotal}</dt>
            <dd>
              {settlement?.dealerBlackjack
                ? `${dealerTotal} (${text.blackjackResultBlackjack})`
                : dealerTotal}
            </dd>
          </>
        )}
        <dt>{text.blackjackInsurance}</dt>
        <dd>{blackjackInsuranceName(view.insurance, text)}</dd>
        {settlement && settlement.insuranceStake > 0 && (
          <>
            <dt>{text.blackjackInsuranceStake}</dt>
            <dd>{money(settlement.insuranceStake)}</dd>
            <dt>{text.blackjackInsurancePaid}</dt>
            <dd>{money(settlement.insurancePayout)}</dd>
          </>
        )}
        <dt>{text.blackjackMoves}</dt>
        <dd>
          {props.actions.length > 0
            ? props.actions.map((action) => blackjackActionName(action, text)).join(', ')
            : text.blackjackNoMoves}
        </dd>
        {view.shoe && (
          <>
            <dt>{text.blackjackCardsDealt}</dt>
            <dd>
              <PlayingCards cards={view.shoe.slice(0, view.dealt)} />
            </dd>
          </>
        )}
      </dl>
    </div>
  );
}
