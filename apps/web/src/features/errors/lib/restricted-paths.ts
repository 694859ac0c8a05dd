/**
 * What a signed-in player in a blocked country may still open (paths without the language prefix): the
 * withdrawal and their histories. Every other path shows the blocked screen.
 */
export const RESTRICTED_LINKS = [
  { path: '/withdrawal', labelKey: 'routes.titles.withdrawal' },
  { path: '/withdrawal/crypto', labelKey: 'routes.titles.cryptoWithdrawal' },
  { path: '/balance/payment-history', labelKey: 'routes.titles.paymentHistory' },
  { path: '/balance/game-transactions', labelKey: 'routes.titles.gameTransactions' },
] as const;

/** Where a player lands after signing in from the blocked screen. */
export const RESTRICTED_HOME = '/withdrawal';
