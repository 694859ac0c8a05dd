import { memo, useEffect, useRef } from 'react';
import { EUROPEAN_WHEEL_ORDER, rouletteColor } from '@casino/game-math';
import {
  anglesDuringLanding,
  BALL_SPEED,
  LANDING_MS,
  landingAngles,
  POCKET_DEGREES,
  restingWheelAngle,
  WHEEL_SPEED,
  type WheelAngles,
} from './wheel-motion.ts';
import styles from './roulette-wheel.module.css';

const CENTRE = 100;
/** Radii of the drawing (viewBox 200 × 200). */
const POCKETS_OUTER = 84;
const POCKETS_INNER = 58;
const NUMBER_RADIUS = 77;
const BALL_TRACK = 91;
const BALL_IN_POCKET = 64;

export interface WheelSpin {
  readonly id: number;
  /** The drawn number once the answer came. */
  readonly number: number | null;
  /** Land at once. */
  readonly quick: boolean;
}

export interface RouletteWheelProps {
  readonly spin: WheelSpin | null;
  /** The number the wheel rests on between spins (the last drawn), null before the first spin. */
  readonly resting: number | null;
  readonly motion: boolean;
  onLanded(id: number): void;
}

/**
 * The wheel, its pockets in European order, and the ball. It turns while the answer is awaited and then lands
 * the ball on the drawn number in a short ease-out; without motion it shows the number at once. Decorative: the
 * number is said in words beside it.
 */
export function RouletteWheel({ spin, resting, motion, onLanded }: RouletteWheelProps) {
  const wheel = useRef<SVGGElement>(null);
  const ball = useRef<SVGGElement>(null);
  const ballDot = useRef<SVGCircleElement>(null);
  const angles = useRef<WheelAngles>({ wheel: 0, ball: 0 });

  const id = spin?.id ?? null;
  const number = spin?.number ?? null;
  const quick = spin?.quick ?? false;

  useEffect(() => {
    const draw = (next: WheelAngles, ballRadius: number) => {
      angles.current = next;
      wheel.current?.setAttribute('transform', `rotate(${next.wheel} ${CENTRE} ${CENTRE})`);
      ball.current?.setAttribute('transform', `rotate(${next.ball} ${CENTRE} ${CENTRE})`);
      ballDot.current?.setAttribute('cy', String(CENTRE - ballRadius));
    };
    const rest = (drawn: number) => draw({ wheel: restingWheelAngle(drawn), ball: 0 }, BALL_IN_POCKET);

    if (id === null) return;
    if (number !== null && (!motion || quick)) {
      rest(number);
      onLanded(id);
      return;
    }
    if (!motion) return;

    let frame = 0;
    let last = performance.now();
    const from = angles.current;
    const to = number === null ? null : landingAngles(from, number);
    const start = last;
    const step = (now: number) => {
      if (to && number !== null) {
        const elapsed = now - start;
        if (elapsed >= LANDING_MS) {
          rest(number);
          onLanded(id);
          return;
        }
        // The ball drops from its track into the pocket over the landing's second half.
        const drop = Math.max(0, (elapsed / LANDING_MS - 0.5) * 2);
        draw(anglesDuringLanding(from, to, elapsed), BALL_TRACK - (BALL_TRACK - BALL_IN_POCKET) * drop);
      } else {
        const seconds = (now - last) / 1000;
        last = now;
        const { wheel: turned, ball: rolled } = angles.current;
        draw({ wheel: turned + WHEEL_SPEED * seconds, ball: rolled - BALL_SPEED * seconds }, BALL_TRACK);
      }
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [id, number, quick, motion, onLanded]);

  const ballShown = spin !== null || resting !== null;
  return (
    <svg className={styles.wheel} viewBox="0 0 200 200" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="roulette-rim" cx="50%" cy="50%" r="50%">
          <stop offset="80%" stopColor="#3b2412" />
          <stop offset="100%" stopColor="#1c1008" />
        </radialGradient>
        <radialGradient id="roulette-cone" cx="50%" cy="45%" r="60%">
          <stop offset="0%" stopColor="#7a5a2c" />
          <stop offset="100%" stopColor="#2c1c0c" />
        </radialGradient>
      </defs>
      <circle cx={CENTRE} cy={CENTRE} r={99} fill="url(#roulette-rim)" />
      <circle cx={CENTRE} cy={CENTRE} r={96} className={styles.track} />
      <g ref={wheel}>
        <Pockets />
        <circle cx={CENTRE} cy={CENTRE} r={POCKETS_INNER} fill="url(#roulette-cone)" />
        <Turret />
      </g>
      <g ref={ball} visibility={ballShown ? 'visible' : 'hidden'}>
        <circle ref={ballDot} cx={CENTRE} cy={CENTRE - BALL_TRACK} r={4.2} className={styles.ball} />
      </g>
      <path d={`M ${CENTRE - 5} 1 L ${CENTRE + 5} 1 L ${CENTRE} 9 Z`} className={styles.marker} />
    </svg>
  );
}

/** The 37 pockets: a coloured wedge and the number of each, clockwise from 0 at the top. */
const Pockets = memo(function Pockets() {
  return (
    <g>
      {EUROPEAN_WHEEL_ORDER.map((number, index) => {
        const centre = index * POCKET_DEGREES;
        return (
          <g key={number}>
            <path
              d={wedge(centre - POCKET_DEGREES / 2, centre + POCKET_DEGREES / 2)}
              className={styles[rouletteColor(number)]}
            />
            <text
              x={CENTRE}
              y={CENTRE - NUMBER_RADIUS}
              transform={`rotate(${centre} ${CENTRE} ${CENTRE})`}
              className={styles.number}
              textAnchor="middle"
              dominantBaseline="central"
            >
              {number}
            </text>
          </g>
        );
      })}
    </g>
  );
});

/** The turret in the middle: a hub and four arms. */
function Turret() {
  return (
    <g className={styles.turret}>
      {[0, 90, 180, 270].map((angle) => (
        <rect
          key={angle}
          x={CENTRE - 2}
          y={CENTRE - 34}
          width={4}
          height={34}
          rx={2}
          transform={`rotate(${angle} ${CENTRE} ${CENTRE})`}
        />
      ))}
      <circle cx={CENTRE} cy={CENTRE} r={9} />
    </g>
  );
}

/** A ring segment between the pockets' radii, from one angle to another (degrees clockwise from the top). */
function wedge(from: number, to: number): string {
  const point = (angle: number, radius: number) => {
    const radians = (angle * Math.PI) / 180;
    const x = CENTRE + radius * Math.sin(radians);
    const y = CENTRE - radius * Math.cos(radians);
    return `${x.toFixed(3)} ${y.toFixed(3)}`;
  };
  return [
    `M ${point(from, POCKETS_OUTER)}`,
    `A ${POCKETS_OUTER} ${POCKETS_OUTER} 0 0 1 ${point(to, POCKETS_OUTER)}`,
    `L ${point(to, POCKETS_INNER)}`,
    `A ${POCKETS_INNER} ${POCKETS_INNER} 0 0 0 ${point(from, POCKETS_INNER)}`,
    'Z',
  ].join(' ');
}
