import { describe, expect, it } from 'vitest';
import { EUROPEAN_WHEEL_ORDER } from '@casino/game-math';
import {
  anglesDuringLanding,
  LANDING_MS,
  landingAngles,
  modulo,
  pocketAngle,
  POCKET_DEGREES,
  restingWheelAngle,
} from './wheel-motion.ts';

describe('the wheel’s motion', () => {
  it('brings the drawn pocket to the top', () => {
    expect(pocketAngle(0)).toBe(0);
    expect(pocketAngle(32)).toBeCloseTo(POCKET_DEGREES);
    for (const number of EUROPEAN_WHEEL_ORDER)
      expect(modulo(pocketAngle(number) + restingWheelAngle(number), 360)).toBeCloseTo(0);
  });

  it('lands the wheel and the ball together at the top, going on the way they turned', () => {
    const from = { wheel: 1234.5, ball: -987.6 };
    for (const number of [0, 17, 26]) {
      const to = landingAngles(from, number);
      expect(to.wheel).toBeGreaterThan(from.wheel);
      expect(to.ball).toBeLessThan(from.ball);
      const pocketAtTop = modulo(pocketAngle(number) + to.wheel, 360);
      expect(Math.min(pocketAtTop, 360 - pocketAtTop)).toBeCloseTo(0);
      expect(Math.min(modulo(to.ball, 360), 360 - modulo(to.ball, 360))).toBeCloseTo(0);
      expect(anglesDuringLanding(from, to, 0)).toEqual(from);
      expect(anglesDuringLanding(from, to, LANDING_MS)).toEqual(to);
    }
  });
});
