/**
 * When the next reality check is due: one interval after the last one the player answered in this session, or
 * after the session started when none was answered yet. A time in the past means now.
 */
export function nextRealityCheck({
  sessionStart,
  intervalMinutes,
  lastAnswered,
}: {
  sessionStart: number;
  intervalMinutes: number;
  /** When the player last answered a check in this session (epoch ms); null when none. */
  lastAnswered: number | null;
}): number {
  const from = lastAnswered !== null && lastAnswered >= sessionStart ? lastAnswered : sessionStart;
  return from + intervalMinutes * 60_000;
}

/** The stored answer ('<session start ISO>|<epoch ms>') for this session, or null for another session or none. */
export function answeredIn(stored: string | null, sessionStartIso: string): number | null {
  if (!stored) return null;
  const [session, at] = stored.split('|');
  const answered = Number(at);
  return session === sessionStartIso && Number.isFinite(answered) ? answered : null;
}

/** Minutes played since the session started, never negative. */
export function minutesPlayed(sessionStart: number, now: number): number {
  return Math.max(0, Math.floor((now - sessionStart) / 60_000));
}
