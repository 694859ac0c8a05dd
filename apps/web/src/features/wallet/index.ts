/** The public face of the wallet feature for other features. */
export { useShortBalance } from './api/get-short-balance.ts';
export {
  catchUpShownBalance,
  holdShownBalance,
  releaseShownBalance,
  useBalanceHold,
} from './lib/balance-hold.ts';
export { applyBalancePush, attachBalanceCache } from './lib/balance-push.ts';
export { useShownBalance } from './lib/use-shown-balance.ts';
export { usePaymentHistory } from './api/get-payment-history.ts';
export { currencySymbol, formatMajor, formatMoney } from './lib/format-money.ts';
export { displayCurrency } from './lib/display-currency.ts';
