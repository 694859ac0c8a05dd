import { useEffect, useState } from 'react';

/** Wide enough for the large cards: five of them and their gaps need about 420 px of board. */
const WIDE = '(min-width: 560px)';

function matchesWide(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(WIDE).matches;
}

/** Whether the screen is wider than a phone held upright, following changes (rotation, resizing). */
export function useWideScreen(): boolean {
  const [wide, setWide] = useState(matchesWide);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(WIDE);
    const changed = () => setWide(query.matches);
    query.addEventListener('change', changed);
    return () => query.removeEventListener('change', changed);
  }, []);
  return wide;
}
