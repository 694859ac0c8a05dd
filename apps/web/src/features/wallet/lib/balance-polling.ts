import { SHORT_BALANCE_POLL_MS } from '@casino/rules';

/**
 * §4: the short balance is refetched every 3 s, which can be disabled. VITE_DISABLE_BALANCE_POLL=true at
 * build time switches the polling off; the balance then changes only through the realtime `wallet.balance.v1`
 * push and on refocus.
 */
const disabled: unknown = import.meta.env.VITE_DISABLE_BALANCE_POLL;
export const SHORT_BALANCE_POLLING = disabled !== 'true';

/** The refetch interval of the short balance: false when not polling (guests, or switched off). */
export function shortBalanceInterval(
  authenticated: boolean,
  polling = SHORT_BALANCE_POLLING,
): number | false {
  return authenticated && polling ? SHORT_BALANCE_POLL_MS : false;
}
