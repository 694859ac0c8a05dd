import { useEffect, useRef, useState } from 'react';
import type { PlinkoDrop } from '@casino/game-math';
import { formatNumber } from '@casino/rules';
import type { Language } from '../i18n/index.ts';
import styles from './plinko-game.module.css';

const WIDTH = 400;
const TOP = 24;
const FALL_MS = 1500;

/** Where the ball is after `step` rows (fractions move it between pegs), in board units. */
export function ballPosition(path: readonly (0 | 1)[], rows: number, step: number): { x: number; y: number } {
  const spacing = WIDTH / (rows + 2);
  const rowHeight = spacing * 0.86;
  const whole = Math.floor(step);
  const rights = path.slice(0, whole).reduce<number>((sum, bounce) => sum + bounce, 0);
  let offset = rights - whole / 2;
  const next = path[whole];
  if (next !== undefined && step > whole) offset += (step - whole) * (next - 0.5);
  return { x: WIDTH / 2 + offset * spacing, y: TOP + step * rowHeight };
}

/** The size class of a bin's multiplier: the colour is a second cue beside the printed figure. */
function binTone(multiplier: number): string {
  if (multiplier >= 10) return styles.binHuge ?? '';
  if (multiplier >= 2) return styles.binHigh ?? '';
  if (multiplier >= 1) return styles.binEven ?? '';
  return styles.binLow ?? '';
}

/**
 * The board: a triangle of pegs, the bins with their multipliers, and the ball falling along the drop's path.
 * Without motion the ball lands at once.
 */
export function PlinkoBoard({
  rows,
  multipliers,
  drop,
  falling,
  motion,
  language,
  onLanded,
}: {
  rows: number;
  multipliers: readonly number[];
  drop: PlinkoDrop | null;
  falling: boolean;
  motion: boolean;
  language: Language;
  onLanded(): void;
}) {
  const [step, setStep] = useState<number | null>(null);
  const landedRef = useRef(onLanded);
  landedRef.current = onLanded;

  useEffect(() => {
    if (!drop || !falling) return;
    if (!motion) {
      setStep(rows);
      landedRef.current();
      return;
    }
    const started = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      const progress = Math.min(1, (now - started) / FALL_MS);
      setStep(progress * rows);
      if (progress < 1) frame = requestAnimationFrame(tick);
      else landedRef.current();
    });
    return () => cancelAnimationFrame(frame);
  }, [drop, falling, motion, rows]);

  const spacing = WIDTH / (rows + 2);
  const rowHeight = spacing * 0.86;
  const binsY = TOP + rows * rowHeight;
  const height = binsY + spacing * 1.1;
  const ball = drop && step !== null ? ballPosition(drop.path, rows, step) : null;
  const landedBin = drop && !falling ? drop.bin : null;

  return (
    <svg
      className={styles.svg}
      viewBox={`0 0 ${WIDTH} ${height}`}
      aria-hidden="true"
      data-testid="plinko-board"
    >
      {Array.from({ length: rows }, (_, row) =>
        Array.from({ length: row + 3 }, (_, peg) => (
          <circle
            key={`${row}-${peg}`}
            className={styles.peg}
            cx={WIDTH / 2 + (peg - (row + 2) / 2) * spacing}
            cy={TOP + (row + 0.5) * rowHeight}
            r={spacing * 0.09}
          />
        )),
      )}
      {multipliers.map((multiplier, bin) => {
        const x = WIDTH / 2 + (bin - rows / 2) * spacing;
        return (
          <g key={bin} className={`${binTone(multiplier)} ${bin === landedBin ? styles.landed : ''}`}>
            <rect
              className={styles.bin}
              x={x - spacing * 0.46}
              y={binsY}
              width={spacing * 0.92}
              height={spacing * 0.9}
              rx={spacing * 0.15}
            />
            <text className={styles.binText} x={x} y={binsY + spacing * 0.55} fontSize={spacing * 0.3}>
              {formatNumber(multiplier, language, multiplier >= 100 ? 0 : multiplier >= 10 ? 1 : 2)}
            </text>
          </g>
        );
      })}
      {ball ? <circle className={styles.ball} cx={ball.x} cy={ball.y} r={spacing * 0.2} /> : null}
    </svg>
  );
}
