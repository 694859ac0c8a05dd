import { useEffect, useState, useSyncExternalStore } from 'react';
import { createAutoBet, type AutoBet, type AutoBetDice, type AutoBetSnapshot } from './auto-bet.ts';

/** The auto-bet runner of the dice screen for as long as it is open, and its snapshot. */
export function useAutoBet(dice: AutoBetDice): { readonly autoBet: AutoBet; readonly auto: AutoBetSnapshot } {
  const [autoBet] = useState(() => createAutoBet(dice));
  const auto = useSyncExternalStore(autoBet.subscribe, autoBet.getSnapshot);
  useEffect(() => () => autoBet.dispose(), [autoBet]);
  return { autoBet, auto };
}
