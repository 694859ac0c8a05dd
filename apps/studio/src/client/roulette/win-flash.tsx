import { useEffect, useState } from 'react';
import { WinDisplay, type WinDisplayProps } from '../game/win-display.tsx';

/** How long the win stays over the wheel, ms; the result line and the Last win figure keep it after. */
export const WIN_SHOWN_MS = 3_500;

/** The shared win display over the wheel for a few seconds; give it a new key per win. */
export function WinFlash(props: WinDisplayProps) {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setShown(false), WIN_SHOWN_MS);
    return () => clearTimeout(timer);
  }, []);
  return shown ? <WinDisplay {...props} /> : null;
}
