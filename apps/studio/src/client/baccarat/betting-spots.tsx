/**
 * The five betting spots: pairs and tie on the top row, player and banker below. A click or Enter adds the
 * chosen chip, and Space deals here as everywhere on the table (the group's description says so); each spot
 * shows its stake, and after a round its result in words.
 */
import { useId, type KeyboardEvent } from 'react';
import { type BaccaratBetKind, type BaccaratBets, type BaccaratBetSettlement } from '@casino/game-math';
import type { GameMessages } from '../i18n/game-messages.ts';
import { BET_NAMES, betResultText, paysText } from './baccarat-texts.ts';
import { stakeOn } from './bet-layout.ts';
import type { BaccaratMessages } from './messages/en.ts';
import styles from './betting-spots.module.css';

/** Every bet of BACCARAT_BET_KINDS, in the table's layout order. */
export const SPOT_ORDER: readonly BaccaratBetKind[] = ['playerPair', 'tie', 'bankerPair', 'player', 'banker'];

export interface BettingSpotsProps {
  /** The stakes to show on the spots. */
  readonly bets: BaccaratBets;
  /** The settled bets of the round shown, when the spots show its stakes. */
  readonly settled: readonly BaccaratBetSettlement[] | null;
  readonly chip: string;
  readonly disabled: boolean;
  readonly texts: GameMessages<BaccaratMessages>;
  money(amount: number): string;
  onPlace(kind: BaccaratBetKind): void;
  onDeal(): void;
}

export function BettingSpots({
  bets,
  settled,
  chip,
  disabled,
  texts,
  money,
  onPlace,
  onDeal,
}: BettingSpotsProps) {
  const hintId = useId();
  // Space deals instead of pressing the spot: the button's own Space press happens on key up, so both go.
  const spaceDeals = (event: KeyboardEvent) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    if (event.type === 'keydown' && !event.repeat) onDeal();
  };
  return (
    <div className={styles.spots} role="group" aria-label={texts.t('bettingSpots')} aria-describedby={hintId}>
      <p id={hintId} className="visually-hidden">
        {texts.t('keyboardHint')}
      </p>
      {SPOT_ORDER.map((kind) => {
        const stake = stakeOn(bets, kind);
        const settlement = settled?.find((bet) => bet.kind === kind) ?? null;
        const bet = texts.t(BET_NAMES[kind]);
        const pays = paysText(kind);
        const result = settlement ? betResultText(texts, settlement.result, money(settlement.payout)) : null;
        const label =
          (stake > 0
            ? texts.t('spotLabel', { bet, pays, stake: money(stake), chip })
            : texts.t('spotLabelEmpty', { bet, pays, chip })) + (result ? ` ${result}.` : '');
        return (
          <button
            key={kind}
            type="button"
            className={`${styles.spot} ${styles[kind]} ${settlement ? styles[settlement.result] : ''}`}
            aria-label={label}
            disabled={disabled}
            onClick={() => onPlace(kind)}
            onKeyDown={spaceDeals}
            onKeyUp={spaceDeals}
            data-testid={`spot-${kind}`}
          >
            <span className={styles.name}>{bet}</span>
            <span className={styles.pays}>{pays}</span>
            {stake > 0 ? <span className={styles.stake}>{money(stake)}</span> : null}
            {result ? (
              <span className={styles.result} data-testid={`spot-result-${kind}`}>
                {result}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
