import { alreadyShowedKey, storage } from '../../../lib/storage-keys.ts';

/**
 * ATTENTION_BONUS is shown at most once a day per game and player: its '{game}IsAlreadyShowed' key (§3) holds the
 * start of the next local day as a timestamp, under the player's id when it is known.
 */
function attentionKey(gameId: string, userId: string | null): string {
  const key = alreadyShowedKey(gameId);
  return userId === null ? key : `${userId}:${key}`;
}

/** The start of the local day after `now`, in epoch milliseconds. */
export function nextDayStart(now: number): number {
  const day = new Date(now);
  day.setHours(24, 0, 0, 0);
  return day.getTime();
}

/**
 * Whether the player is to see ATTENTION_BONUS for this game now: not yet today. When so, today is marked as
 * shown. A stored value that is not a timestamp counts as not shown.
 */
export function takeBonusAttention(gameId: string, userId: string | null, now: number = Date.now()): boolean {
  const key = attentionKey(gameId, userId);
  const stored = storage.get(key);
  const until = stored !== null && /^\d+$/.test(stored) ? Number(stored) : 0;
  if (now < until) return false;
  storage.set(key, String(nextDayStart(now)));
  return true;
}
