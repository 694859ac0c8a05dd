/**
 * What the round shown came to: the win (or the bets returned, or no win) on screen, and for screen readers one
 * polite announcement with the winner, each bet's result and the win.
 */
import type { GameMessages } from '../i18n/game-messages.ts';
import type { BaccaratShownRound } from './baccarat-controller.ts';
import { BET_NAMES, betResultText, outcomeText } from './baccarat-texts.ts';
import type { BaccaratMessages } from './messages/en.ts';
import styles from './round-summary.module.css';

export function RoundSummary({
  shown,
  texts,
  money,
}: {
  shown: BaccaratShownRound | null;
  texts: GameMessages<BaccaratMessages>;
  money(amount: number): string;
}) {
  const win = shown ? roundWinText(shown, texts, money) : null;
  const announcement = shown
    ? [
        outcomeText(texts, shown.round),
        ...shown.settlement.bets.map(
          (bet) => `${texts.t(BET_NAMES[bet.kind])}: ${betResultText(texts, bet.result, money(bet.payout))}.`,
        ),
        win?.text ?? '',
      ].join(' ')
    : '';
  return (
    <>
      <p className={`${styles.win} ${win?.won ? styles.paid : ''}`} data-testid="baccarat-win">
        {win?.text ?? ''}
      </p>
      <p className="visually-hidden" role="status" data-testid="baccarat-announcement">
        {announcement}
      </p>
    </>
  );
}

/** The round's payout in words: a win when a bet won, the stakes back when every bet was returned, or none. */
function roundWinText(
  shown: BaccaratShownRound,
  texts: GameMessages<BaccaratMessages>,
  money: (amount: number) => string,
): { readonly text: string; readonly won: boolean } {
  const amount = money(shown.totalWin);
  if (shown.totalWin === 0) return { text: texts.t('roundNoWin'), won: false };
  if (shown.settlement.bets.some((bet) => bet.result === 'win'))
    return { text: texts.t('roundWin', { amount }), won: true };
  return { text: texts.t('roundReturned', { amount }), won: false };
}
