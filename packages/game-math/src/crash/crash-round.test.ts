import { describe, expect, it } from 'vitest';
import {
  autoCashOut,
  BETTING_WINDOW_MS,
  cashOutAt,
  crashTimeline,
  multiplierAt,
  phaseAt,
  TAKE_OFF_DELAY_MS,
  takesBet,
  timeToReach,
} from './crash-round.ts';

const OPENS = 1_000_000;

describe('the multiplier curve', () => {
  it('starts at 1.00× and rises: 2.00× after about 11.55 s, 10.00× after about 38.4 s', () => {
    expect(multiplierAt(0)).toBe(100);
    expect(multiplierAt(-5)).toBe(100);
    expect(multiplierAt(11_552)).toBe(199);
    expect(multiplierAt(11_553)).toBe(200);
    expect(timeToReach(200)).toBe(11_553);
    expect(timeToReach(1000)).toBeGreaterThan(38_300);
    expect(timeToReach(1000)).toBeLessThan(38_400);
  });

  it('never falls, and timeToReach is the first millisecond at the target', () => {
    let previous = 100;
    for (let ms = 0; ms <= 60_000; ms += 7) {
      const value = multiplierAt(ms);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
    for (const target of [101, 150, 237, 1000, 12_345]) {
      const ms = timeToReach(target);
      expect(multiplierAt(ms)).toBeGreaterThanOrEqual(target);
      expect(multiplierAt(ms - 1)).toBeLessThan(target);
    }
    expect(timeToReach(100)).toBe(0);
  });
});

describe('the round state machine', () => {
  const round = crashTimeline(OPENS, 237);
  const takeOff = OPENS + BETTING_WINDOW_MS + TAKE_OFF_DELAY_MS;

  it('goes from betting to waiting to flying to crashed on the server clock', () => {
    expect(phaseAt(round, OPENS - 1)).toBe('not-open');
    expect(phaseAt(round, OPENS)).toBe('betting');
    expect(phaseAt(round, round.closesAt - 1)).toBe('betting');
    expect(phaseAt(round, round.closesAt)).toBe('waiting');
    expect(phaseAt(round, takeOff)).toBe('flying');
    expect(round.crashAt).toBe(takeOff + timeToReach(237));
    expect(phaseAt(round, round.crashAt - 1)).toBe('flying');
    expect(phaseAt(round, round.crashAt)).toBe('crashed');
  });

  it('takes bets only inside the window: a late bet is refused', () => {
    expect(takesBet(round, OPENS - 1)).toBe(false);
    expect(takesBet(round, OPENS)).toBe(true);
    expect(takesBet(round, round.closesAt - 1)).toBe(true);
    expect(takesBet(round, round.closesAt)).toBe(false);
    expect(takesBet(round, takeOff + 10)).toBe(false);
  });

  it("pays a cash-out at the server's multiplier of its arrival; refuses it before take-off and after the crash", () => {
    expect(cashOutAt(round, round.closesAt)).toEqual({ refused: 'not-flying' });
    expect(cashOutAt(round, takeOff)).toEqual({ multiplier: 100 });
    expect(cashOutAt(round, takeOff + 5_000)).toEqual({ multiplier: multiplierAt(5_000) });
    const last = cashOutAt(round, round.crashAt - 1);
    expect(last).toEqual({ multiplier: 236 });
    expect(cashOutAt(round, round.crashAt)).toEqual({ refused: 'crashed' });
  });

  it('pays an automatic cash-out at its target when the crash point reaches it', () => {
    expect(autoCashOut(round, 200)).toBe(200);
    expect(autoCashOut(round, 237)).toBe(237);
    expect(autoCashOut(round, 238)).toBe(0);
  });

  it('crashes at take-off at 1.00×, so nothing can be cashed out', () => {
    const instant = crashTimeline(OPENS, 100);
    expect(instant.crashAt).toBe(instant.takeOffAt);
    expect(cashOutAt(instant, instant.takeOffAt)).toEqual({ refused: 'crashed' });
    expect(autoCashOut(instant, 101)).toBe(0);
  });

  it('refuses a crash point that is not whole hundredths of at least 1.00×', () => {
    expect(() => crashTimeline(OPENS, 99)).toThrow(RangeError);
    expect(() => crashTimeline(OPENS, 150.5)).toThrow(RangeError);
  });
});

describe('a faster pace', () => {
  it('shortens the window and the flight alike, and cash-outs follow its growth', () => {
    const pace = { bettingMs: 300, takeOffDelayMs: 100, growthPerMs: 0.01 };
    const round = crashTimeline(0, 200, pace);
    expect(round).toMatchObject({ closesAt: 300, takeOffAt: 400, growthPerMs: 0.01 });
    expect(round.crashAt - round.takeOffAt).toBe(timeToReach(200, 0.01));
    expect(timeToReach(200, 0.01)).toBe(70);
    expect(cashOutAt(round, 400 + 50)).toEqual({ multiplier: multiplierAt(50, 0.01) });
    expect(multiplierAt(50, 0.01)).toBe(164);
  });
});
