import { useLayoutEffect, useRef } from 'react';
import { cssVars } from '../lib/css-vars.ts';
import { LANDING_EASING, landingDuration, landingStrip } from './reel-strip.ts';
import styles from './reels.module.css';

/** Time per symbol of a waiting reel's cycle, ms. */
const LOOP_MS_PER_SYMBOL = 40;

export interface ReelProps {
  readonly reel: number;
  readonly artOf: (symbolId: string) => string;
  readonly nameOf: (symbolId: string) => string;
  /** What the reel shows when still. */
  readonly shown: readonly string[];
  /** The spin in progress, if any. */
  readonly spin: {
    readonly id: number;
    readonly loop: readonly string[];
    readonly filler: readonly string[];
    readonly result: readonly string[] | null;
    readonly quick: boolean;
  } | null;
  readonly motion: boolean;
  readonly winning: ReadonlySet<string>;
  onStopped(reel: number, spinId: number): void;
}

/** One reel: still symbols, a cycling blur while the answer is awaited, then a landing with a small bounce. */
export function Reel({ reel, artOf, nameOf, shown, spin, motion, winning, onStopped }: ReelProps) {
  const stripRef = useRef<HTMLDivElement>(null);
  const landingRef = useRef<Animation | null>(null);
  const phase = spin === null ? 'still' : spin.result === null ? 'waiting' : 'landing';
  const spinId = spin?.id ?? 0;
  const loop = spin?.loop;
  const result = spin?.result ?? null;
  const quick = spin?.quick ?? false;

  // Without motion a reel shows the old symbols while waiting and the result at once.
  const strip =
    phase === 'landing' && spin && result
      ? motion
        ? landingStrip(result, spin.loop.slice(0, result.length), spin.filler)
        : { cells: result, startPercent: 0 }
      : phase === 'waiting' && loop && motion
        ? { cells: [...loop, ...loop], startPercent: 0 }
        : { cells: shown, startPercent: 0 };
  const startPercent = strip.startPercent;
  const cellCount = strip.cells.length;

  useLayoutEffect(() => {
    const element = stripRef.current;
    if (phase !== 'waiting' || !motion || !element || cellCount === 0) return;
    const cycle = element.animate([{ transform: 'translateY(-50%)' }, { transform: 'translateY(0)' }], {
      duration: (cellCount / 2) * LOOP_MS_PER_SYMBOL,
      iterations: Infinity,
    });
    return () => cycle.cancel();
  }, [phase, motion, spinId, cellCount]);

  useLayoutEffect(() => {
    if (phase !== 'landing') return;
    const element = stripRef.current;
    if (!motion || !element) {
      onStopped(reel, spinId);
      return;
    }
    const landing = element.animate(
      [{ transform: `translateY(${startPercent}%)` }, { transform: 'translateY(0)' }],
      { duration: landingDuration(reel), easing: LANDING_EASING, fill: 'forwards' },
    );
    landingRef.current = landing;
    let cancelled = false;
    landing.finished.then(
      () => {
        if (!cancelled) onStopped(reel, spinId);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
      landingRef.current = null;
      landing.cancel();
    };
  }, [phase, motion, reel, spinId, startPercent, onStopped]);

  useLayoutEffect(() => {
    if (quick) landingRef.current?.finish();
  }, [quick, phase]);

  const moving = phase !== 'still';
  const visibleRows = phase === 'landing' && result ? result.length : shown.length;
  return (
    <div className={styles.reel} data-reel={reel}>
      <div
        ref={stripRef}
        className={`${styles.strip} ${phase === 'waiting' && motion ? styles.blurred : ''}`}
        style={cssVars({ '--cells': Math.max(cellCount, 1), '--rows': Math.max(visibleRows, 1) })}
        aria-hidden={moving || undefined}
      >
        {strip.cells.map((symbolId, index) => {
          const key = `${spinId}-${phase}-${index}`;
          const isWinning = !moving && winning.has(`${reel}:${index}`);
          return (
            <div
              key={key}
              className={`${styles.cell} ${isWinning ? styles.winning : ''}`}
              data-winning={isWinning || undefined}
            >
              <img src={artOf(symbolId)} alt={moving ? '' : nameOf(symbolId)} draggable={false} />
            </div>
          );
        })}
      </div>
    </div>
  );
}
