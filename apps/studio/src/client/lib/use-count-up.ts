import { useEffect, useState } from 'react';

/** How long a win counts up, ms: longer for bigger wins (in bets), within limits. */
export function countUpDuration(amount: number, bet: number): number {
  if (amount <= 0 || bet <= 0) return 0;
  return Math.round(Math.min(2400, 500 + 250 * Math.log2(1 + amount / bet)));
}

/** The value shown `elapsed` ms into a count-up to `target` (ease-out), whole minor units. */
export function countUpValue(target: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return target;
  const progress = elapsed / duration;
  return Math.floor(target * (1 - (1 - progress) ** 3));
}

/**
 * Counts from 0 up to `target` over `duration` ms; shows `target` at once when not animating. Give the
 * component a new key for each win, so that each count starts from 0.
 */
export function useCountUp(target: number, duration: number, animate: boolean): number {
  const counting = animate && duration > 0;
  const [value, setValue] = useState(() => (counting ? 0 : target));
  useEffect(() => {
    if (!counting) return;
    let frame = 0;
    const start = performance.now();
    const step = (now: number) => {
      const elapsed = now - start;
      setValue(countUpValue(target, elapsed, duration));
      if (elapsed < duration) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, duration, counting]);
  return counting ? value : target;
}
