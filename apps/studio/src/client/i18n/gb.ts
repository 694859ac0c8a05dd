import { en, type Messages } from './en.ts';

/** British English: English with the words and spellings that differ in the UK. */
export const gb: Messages = {
  ...en,
  errorTitle: 'The game cannot carry on',
  errorGameNotFound: 'This game is no longer available.',
  errorSessionNotFound: 'Your game session could not be found. Open the game again from the casino.',
  errorWalletUnavailable: 'The casino is not responding at the moment. Please try again shortly.',
  resumeNotice: 'Your free spins carry on',
  paysAtBet: 'Pays are shown for a stake of {bet}.',
  wildRule: 'The wild substitutes for every regular symbol.',
  waysRule:
    'Wins pay all ways: matching symbols on neighbouring reels from the leftmost reel, in any row. Pays are per way.',
  freeSpinsRetrigger: '{count} scatters during free spins: {spins} extra spins',
  freeSpinsCap: 'A feature holds no more than {spins} free spins.',
  dropsRule: 'A paid spin can drop a prize, on average once every {spins} spins. The prizes:',
  diceRulesPayout:
    'Payout multiplier = (100 − {edge}) ÷ win chance in per cent, rounded down to four decimal places. A win pays the stake times the multiplier.',
  diceRulesExample: 'For example, a {chance} chance pays the stake × {multiplier}.',
  bet: 'Stake',
  betDown: 'Lower the stake',
  betUp: 'Raise the stake',
  freeSpinsLeft: '{count} to go',
  freeSpinsWon: 'You have won {spins} free spins!',
  freeSpinsMore: '{spins} extra free spins!',
  featureOver: 'The free spins have finished',
  freeRoundsBanner: 'Free spins: {count} to go · stake {bet}',
  freeRoundsNoWin: 'Your free spins have finished, with no win this time.',
  insufficientFunds: 'Not enough money for this stake.',
  walletUnavailableStake: 'The casino did not respond. Your stake will be returned.',
  walletRefused: 'The casino did not accept this stake.',
  limitReached:
    'This stake would go over a limit you set. Your limits are on the casino’s Responsible gambling page.',
  bonusMaxBet: 'This stake is above the maximum stake of your active bonus. Lower the stake to carry on.',
  invalidBet: 'This stake is not available.',
  payoutOnWin: 'Payout on a win',
  betHalf: 'Halve the stake',
  betDouble: 'Double the stake',
  betBelowMin: 'The lowest stake is {amount}.',
  betAboveMax: 'The highest stake is {amount}.',
  autoStoppedFunds: 'Auto-bet stopped: not enough money for the next stake.',
};
