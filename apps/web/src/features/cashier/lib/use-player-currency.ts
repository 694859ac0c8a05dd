import type { PlayerCurrency } from '@casino/rules';
import { useSessionUser } from '../../../lib/session.ts';

/** The signed-in player's currency; money moves only in it. EUR before the session is known. */
export function usePlayerCurrency(): PlayerCurrency {
  return useSessionUser()?.currency ?? 'EUR';
}
