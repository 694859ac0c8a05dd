import type { QueryClient } from '@tanstack/react-query';
import type { WinnerRow, Winners } from '@casino/contracts';
import { winnersQueryKey } from '../api/get-winners.ts';
import { mergeLatestWinners } from './merge-winners.ts';

let target: QueryClient | null = null;

/**
 * The query cache that `winners.added.v1` pushes go to. The winners board attaches the app's cache while it is
 * on the page, so the WebSocket code (loaded apart, outside React) can update it; with no board, pushes are
 * ignored and the next visit reads the lists afresh.
 */
export function attachWinnersCache(client: QueryClient): () => void {
  target = client;
  return () => {
    if (target === client) target = null;
  };
}

/**
 * Applies a push: the latest tab takes the rows at once (merged by id, newest first); the other tabs, whose
 * order the new wins may change, are read again when shown.
 */
export function applyWinnersPush(rows: readonly WinnerRow[]): void {
  if (!target) return;
  target.setQueryData<Winners>(winnersQueryKey('latest'), (shown) =>
    shown?.shown ? { shown: true, rows: mergeLatestWinners(rows, shown.rows) } : shown,
  );
  void target.invalidateQueries({
    queryKey: ['winners'],
    predicate: (query) => query.queryKey[1] !== 'latest',
  });
}
