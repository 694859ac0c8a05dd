/**
 * The timeline of a crash round, which every player at the table shares. The server's clock decides:
 *
 * - **betting**, from `opensAt` for BETTING_WINDOW_MS: bets are taken;
 * - **waiting**, for TAKE_OFF_DELAY_MS: the window is closed and the flight has not begun;
 * - **flying**, from `takeOffAt`: the multiplier rises as `floor(100 · e^(GROWTH_PER_MS · t))` hundredths, t the
 *   milliseconds since take-off, from 1.00× until it would reach the round's committed crash point;
 * - **crashed**, from `crashAt`, the moment the multiplier reaches the crash point.
 *
 * A cash-out is paid at the multiplier of the moment the server receives it, only while flying; an automatic
 * cash-out at m is paid at m when the crash point is at least m. A crash point of 1.00× crashes at take-off.
 */

/** How long bets are taken. */
export const BETTING_WINDOW_MS = 8_000;
/** Between the close of betting and take-off (bets of the last moment are debited and shown to everyone). */
export const TAKE_OFF_DELAY_MS = 1_000;
/** The multiplier's growth: 2.00× after about 11.55 s, 10.00× after about 38.4 s. */
export const GROWTH_PER_MS = 0.00006;

export type CrashPhase = 'betting' | 'waiting' | 'flying' | 'crashed';

/** How fast a table's rounds go: the product's pace is the default; tests run a table faster. */
export interface CrashPace {
  readonly bettingMs: number;
  readonly takeOffDelayMs: number;
  readonly growthPerMs: number;
}

export const CRASH_PACE: CrashPace = {
  bettingMs: BETTING_WINDOW_MS,
  takeOffDelayMs: TAKE_OFF_DELAY_MS,
  growthPerMs: GROWTH_PER_MS,
};

export interface CrashTimeline {
  /** When betting opens (ms since the epoch, server time). */
  readonly opensAt: number;
  /** When betting closes: bets received at or after it are refused. */
  readonly closesAt: number;
  /** When the multiplier starts from 1.00×. */
  readonly takeOffAt: number;
  /** When the multiplier reaches the crash point. */
  readonly crashAt: number;
  /** The committed crash point, in hundredths (at least 100). */
  readonly crashHundredths: number;
  /** The multiplier's growth per millisecond of flight. */
  readonly growthPerMs: number;
}

/** The multiplier in hundredths `elapsedMs` after take-off (100 at take-off). */
export function multiplierAt(elapsedMs: number, growthPerMs = GROWTH_PER_MS): number {
  if (elapsedMs <= 0) return 100;
  return Math.floor(100 * Math.exp(growthPerMs * elapsedMs) + 1e-9);
}

/** The first whole millisecond after take-off at which the multiplier is at least `hundredths`. */
export function timeToReach(hundredths: number, growthPerMs = GROWTH_PER_MS): number {
  if (hundredths <= 100) return 0;
  let ms = Math.max(0, Math.floor(Math.log(hundredths / 100) / growthPerMs) - 2);
  while (multiplierAt(ms, growthPerMs) < hundredths) ms += 1;
  return ms;
}

/** The timeline of a round that opens for bets at `opensAt` and crashes at `crashHundredths`. */
export function crashTimeline(opensAt: number, crashHundredths: number, pace = CRASH_PACE): CrashTimeline {
  if (!Number.isSafeInteger(crashHundredths) || crashHundredths < 100)
    throw new RangeError('a crash point is a whole number of hundredths, at least 100');
  const closesAt = opensAt + pace.bettingMs;
  const takeOffAt = closesAt + pace.takeOffDelayMs;
  const crashAt = takeOffAt + timeToReach(crashHundredths, pace.growthPerMs);
  return { opensAt, closesAt, takeOffAt, crashAt, crashHundredths, growthPerMs: pace.growthPerMs };
}

/** The round's phase at server time `now`. */
export function phaseAt(round: CrashTimeline, now: number): CrashPhase | 'not-open' {
  if (now < round.opensAt) return 'not-open';
  if (now < round.closesAt) return 'betting';
  if (now < round.takeOffAt) return 'waiting';
  return now < round.crashAt ? 'flying' : 'crashed';
}

/** Whether a bet received at `now` is taken: only inside the betting window. */
export function takesBet(round: CrashTimeline, now: number): boolean {
  return phaseAt(round, now) === 'betting';
}

/** What a cash-out received at `now` gets: the multiplier to pay, or why it is refused. */
export function cashOutAt(
  round: CrashTimeline,
  now: number,
): { multiplier: number } | { refused: 'not-flying' | 'crashed' } {
  const phase = phaseAt(round, now);
  if (phase === 'crashed') return { refused: 'crashed' };
  if (phase !== 'flying') return { refused: 'not-flying' };
  return { multiplier: multiplierAt(now - round.takeOffAt, round.growthPerMs) };
}

/** The multiplier an automatic cash-out at `target` hundredths pays: the target, or 0 when the round crashes first. */
export function autoCashOut(round: Pick<CrashTimeline, 'crashHundredths'>, target: number): number {
  return round.crashHundredths >= target ? target : 0;
}
