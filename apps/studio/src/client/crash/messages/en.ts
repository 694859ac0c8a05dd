/** Jet's own texts, in English. `{name}` marks a value put in by `format`. */
export const en = {
  flightLabel: 'The flight',
  placeBets: 'Place your bets: {seconds} s',
  waiting: 'Bets are closed. Take-off…',
  flying: 'Flying',
  crashedAt: 'Flew away at {multiplier}',
  connecting: 'Joining the table…',
  reconnecting: 'Connection lost. Joining the table again…',
  betPanel: 'Bet {number}',
  autoCashOut: 'Auto cash-out',
  autoCashOutAt: 'Cash out at (×)',
  placeBet: 'Bet {amount}',
  betPlaced: 'Bet placed: waiting for take-off',
  cashOut: 'Cash out {amount}',
  cashedOut: 'Cashed out at {multiplier}: {amount}',
  lost: 'Lost',
  nextRound: 'Bet on the next round',
  liveBets: 'Bets this round',
  players: 'Players: {count}',
  totalBet: 'Total bet {amount}',
  player: 'Player',
  bet: 'Bet',
  multiplier: 'Multiplier',
  win: 'Win',
  riding: 'Flying',
  you: 'You',
  history: 'Previous rounds',
  myBets: 'My bets',
  noBets: 'No bets yet.',
  roundNumber: 'Round {number}',
  refusedBettingClosed: 'Bets are closed for this round.',
  refusedSlotTaken: 'This bet is already placed.',
  refusedLimits: 'The stake must be between {min} and {max}.',
  refusedAutoCashOut: 'Auto cash-out must be between 1.01× and 10,000×.',
  refusedNoBet: 'There is no bet to cash out.',
  refusedCrashed: 'Too late: the round has ended.',
  rulesHeading: 'How Jet is played',
  rulesRound:
    'Every player at the table plays the same round. Bets are taken for {seconds} seconds; then the multiplier rises from 1.00× until the round ends at its crash point.',
  rulesCashOut:
    'Cash out before the end to win your stake times the multiplier at the moment the server receives your request. A bet still riding at the end is lost.',
  rulesAuto:
    'Set an automatic cash-out to be paid at that multiplier if the round reaches it. You may place two bets a round.',
  rulesFair:
    "Each round's crash point comes from a published hash chain: the round's hash is shown before its bets open and its seed after it ends, so anyone can check it.",
  rulesInterrupted:
    'If the table stops during a round, bets already cashed out are paid and bets still riding are returned.',
  rulesRtp: 'Return to player: {rtp} for every cash-out target (house edge {edge}).',
} satisfies Record<string, string>;

export type CrashMessages = Record<keyof typeof en, string>;
