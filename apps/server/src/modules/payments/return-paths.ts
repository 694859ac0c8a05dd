/**
 * §2.3: where the provider sends the player back to the casino for each outcome of a payment (a provider
 * outcome: approved, declined, cancelled; anything else, pending or undecided, returns to deposit-return).
 */
export function returnPath(outcome: string, merchantPaymentId: string): string {
  if (outcome === 'approved') return `/deposit-success/${merchantPaymentId}`;
  if (outcome === 'declined') return `/deposit-failure/${merchantPaymentId}`;
  if (outcome === 'cancelled') return `/deposit-cancel/${merchantPaymentId}`;
  return `/deposit-return/${merchantPaymentId}`;
}
