/** The public face of the cashier feature for other features. */
export { markDepositOffered } from './lib/use-deposit-once.ts';
