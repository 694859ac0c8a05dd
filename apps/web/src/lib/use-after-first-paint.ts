import { useEffect, useState } from 'react';

/** False on the first render, true from the frame after it has been painted. */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const done = () => setPainted(true);
    // The frame after next: the first one is the frame that paints the first render. A hidden tab runs no
    // frames, so a timer stands in.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(done);
    });
    const timer = setTimeout(done, 500);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
