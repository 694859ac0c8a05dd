import { useEffect, useState } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Whether the game may animate: the player has not asked for reduced motion and the browser can run the
 * animations (Web Animations and matchMedia). Without them every result shows at once.
 */
export function canAnimate(): boolean {
  if (typeof window.matchMedia !== 'function') return false;
  if (typeof Element === 'undefined' || typeof Element.prototype.animate !== 'function') return false;
  return !window.matchMedia(REDUCED_MOTION).matches;
}

/** canAnimate(), following changes of the reduced-motion setting. */
export function useMotion(): boolean {
  const [motion, setMotion] = useState(canAnimate);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(REDUCED_MOTION);
    const changed = () => setMotion(canAnimate());
    query.addEventListener('change', changed);
    return () => query.removeEventListener('change', changed);
  }, []);
  return motion;
}
