import { useEffect } from 'react';
import { openStoredBonusLink } from '../lib/bonus-link.ts';
import { useFreeSpinsWatch } from '../lib/use-free-spins-watch.ts';

/**
 * Mounted by the app frame for a signed-in player only: watches the free spins (use-free-spins-watch.ts), and
 * on signing in opens the offer of a bonus link a guest kept to claim it (lib/bonus-link.ts).
 */
export default function FreeSpinsWatch() {
  useFreeSpinsWatch();
  useEffect(() => {
    openStoredBonusLink();
  }, []);
  return null;
}
