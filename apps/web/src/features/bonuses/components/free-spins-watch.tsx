import { useFreeSpinsWatch } from '../lib/use-free-spins-watch.ts';

/** Mounted by the app frame for a signed-in player only: watches the free spins (use-free-spins-watch.ts). */
export default function FreeSpinsWatch() {
  useFreeSpinsWatch();
  return null;
}
