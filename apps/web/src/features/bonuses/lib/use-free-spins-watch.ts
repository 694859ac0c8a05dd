import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isAuthenticated } from '../../../lib/session.ts';
import { openModal } from '../../../lib/ui-store.ts';
import { useMyFreeSpins } from '../api/get-my-free-spins.ts';
import { takeFreeSpinsCount } from './free-spins-count.ts';
import { attachFreeSpinsCache } from './free-spins-push.ts';
import { freeSpinsInterval } from './free-spins-polling.ts';

/**
 * For a signed-in player: reads the free spins every 3 s (every 60 s with the fast poll off, §4) and again on
 * each `freeSpins.v1` event, and opens FREE_SPINS when the count rises above the one stored
 * (`previousFreeSpinsCount`, §3). Every read's count is stored, a fall included.
 */
export function useFreeSpinsWatch(interval: number = freeSpinsInterval()): void {
  const queryClient = useQueryClient();
  useEffect(() => attachFreeSpinsCache(queryClient), [queryClient]);
  const { data, dataUpdatedAt } = useMyFreeSpins({ refetchInterval: interval });
  const count = data?.number;
  useEffect(() => {
    if (count === undefined) return;
    // A read that answers after a logout opens nothing: the modal would ask a guest to sign up instead.
    if (takeFreeSpinsCount(count) && isAuthenticated()) openModal('FREE_SPINS');
  }, [count, dataUpdatedAt]);
}
