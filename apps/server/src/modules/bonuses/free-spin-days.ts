import type { FreeSpinAwardRow, FreeSpinBatchRow } from './free-spins.tables.ts';

/** The UTC day of an instant, YYYY-MM-DD: the day a daily limit of free spins counts in. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * How many of the award's spins may be opened now: what is left of the award, within what the day's limit leaves
 * after the batches opened today (a cancelled batch's spins were never played).
 */
export function spinsAvailable(
  award: Pick<FreeSpinAwardRow, 'count' | 'played' | 'dayLimit'>,
  batches: readonly Pick<FreeSpinBatchRow, 'day' | 'count' | 'status' | 'played'>[],
  today: string,
): number {
  const open = batches
    .filter((batch) => batch.status === 'creating' || batch.status === 'active')
    .reduce((sum, batch) => sum + batch.count, 0);
  const left = award.count - award.played - open;
  if (award.dayLimit === null) return Math.max(0, left);
  const usedToday = batches
    .filter((batch) => batch.day === today && batch.status !== 'cancelled' && batch.status !== 'cancelling')
    .reduce(
      (sum, batch) => sum + (batch.status === 'finished' ? (batch.played ?? batch.count) : batch.count),
      0,
    );
  return Math.max(0, Math.min(left, award.dayLimit - usedToday));
}
