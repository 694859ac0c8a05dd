/**
 * The wheel's and the ball's angles, in degrees clockwise from the top. While the answer is awaited the wheel
 * turns clockwise and the ball runs the other way; once the number is known both ease out over a short
 * landing so that the drawn pocket and the ball stop together at the top. The number is the server's: this only
 * decides how the wheel gets there.
 */
import { EUROPEAN_WHEEL_ORDER, ROULETTE_POCKETS } from '@casino/game-math';

/** Degrees per pocket. */
export const POCKET_DEGREES = 360 / ROULETTE_POCKETS;
/** Turning speeds while the answer is awaited, degrees per second (the ball anticlockwise). */
export const WHEEL_SPEED = 80;
export const BALL_SPEED = 420;
/** How long the landing lasts once the number is known, ms. */
export const LANDING_MS = 2_000;

/** Where a pocket's centre is on the wheel when the wheel is not turned. */
export function pocketAngle(number: number): number {
  const index = EUROPEAN_WHEEL_ORDER.indexOf(number);
  if (index < 0) throw new RangeError(`not a roulette number: ${number}`);
  return index * POCKET_DEGREES;
}

/** The wheel's turn that brings a pocket to the top, 0–360. */
export function restingWheelAngle(number: number): number {
  return modulo(-pocketAngle(number), 360);
}

export interface WheelAngles {
  readonly wheel: number;
  readonly ball: number;
}

/**
 * Where a landing from `from` ends: the wheel clockwise to a turn that brings `number` to the top, the ball
 * anticlockwise to the top, each at least as far as its speed carries it into an ease-out of LANDING_MS (so
 * neither visibly speeds up or jumps).
 */
export function landingAngles(from: WheelAngles, number: number): WheelAngles {
  const seconds = LANDING_MS / 1000;
  // An ease-out cubic starts at three times its average speed.
  const wheelTravel = (WHEEL_SPEED * seconds) / 3;
  const ballTravel = (BALL_SPEED * seconds) / 3;
  const wheelTarget = restingWheelAngle(number);
  const wheel = from.wheel + wheelTravel + modulo(wheelTarget - (from.wheel + wheelTravel), 360);
  const ball = from.ball - ballTravel - modulo(from.ball - ballTravel, 360);
  return { wheel, ball };
}

/** The ease-out cubic of progress 0–1. */
export function easeOut(progress: number): number {
  const t = Math.min(1, Math.max(0, progress));
  return 1 - (1 - t) ** 3;
}

/** The angles `elapsed` ms into a landing from `from` to `to`. */
export function anglesDuringLanding(from: WheelAngles, to: WheelAngles, elapsed: number): WheelAngles {
  const eased = easeOut(elapsed / LANDING_MS);
  return {
    wheel: from.wheel + (to.wheel - from.wheel) * eased,
    ball: from.ball + (to.ball - from.ball) * eased,
  };
}

export function modulo(value: number, divisor: number): number {
  return ((value % divisor) + divisor) % divisor;
}
