import { WINNER_LIST_RULES } from '@casino/rules';
import type { WinnerRow } from '@casino/contracts';

/**
 * The latest tab after a push: the pushed rows and the shown ones, newest first, each round once (a pushed row
 * replaces the shown one of the same id), at most the tab's 20.
 */
export function mergeLatestWinners(pushed: readonly WinnerRow[], shown: readonly WinnerRow[]): WinnerRow[] {
  const byId = new Map<string, WinnerRow>();
  for (const row of [...pushed, ...shown]) if (!byId.has(row.id)) byId.set(row.id, row);
  return [...byId.values()]
    .sort((a, b) => b.wonAt.localeCompare(a.wonAt))
    .slice(0, WINNER_LIST_RULES.latest.rows);
}
