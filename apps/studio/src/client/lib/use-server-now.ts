import { useEffect, useState } from 'react';

/**
 * The server's time now, from the offset the table's messages measured: refreshed every animation frame while
 * `animate` (unless the player prefers reduced motion), else 4 times a second.
 */
export function useServerNow(offset: number | null, animate: boolean, motion: boolean): number {
  const [now, setNow] = useState(() => Date.now() + (offset ?? 0));
  useEffect(() => {
    const tick = () => setNow(Date.now() + (offset ?? 0));
    tick();
    if (animate && motion) {
      let frame = requestAnimationFrame(function loop() {
        tick();
        frame = requestAnimationFrame(loop);
      });
      return () => cancelAnimationFrame(frame);
    }
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [offset, animate, motion]);
  return now;
}
