import { useEffect, useState } from 'react';
import { formatNumber, type Language } from '@casino/rules';
import styles from './dice-game.module.css';

/** How long the counter keeps running once the roll is known, ms. */
const SETTLE_MS = 450;
const FRAME_MS = 55;

export interface RollCounterProps {
  readonly rolling: { readonly id: number; readonly roll: number | null; readonly quick: boolean } | null;
  /** The last landed roll. */
  readonly landed: number | null;
  readonly won: boolean | null;
  readonly motion: boolean;
  readonly language: Language;
  onLanded(id: number): void;
}

/** The roll as a big number: it runs while the dice roll and lands on the result. */
export function RollCounter({ rolling, landed, won, motion, language, onLanded }: RollCounterProps) {
  const [running, setRunning] = useState<number | null>(null);
  const id = rolling?.id ?? null;
  const roll = rolling?.roll ?? null;
  const quick = rolling?.quick ?? false;

  useEffect(() => {
    if (id === null || !motion) return;
    const timer = setInterval(() => setRunning(Math.floor(Math.random() * 10_000) / 100), FRAME_MS);
    return () => clearInterval(timer);
  }, [id, motion]);

  useEffect(() => {
    if (id === null || roll === null) return;
    if (!motion || quick) {
      onLanded(id);
      return;
    }
    const timer = setTimeout(() => onLanded(id), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [id, roll, quick, motion, onLanded]);

  const value = rolling ? (motion ? running : null) : landed;
  const tone =
    value === null ? styles.placeholder : rolling || won === null ? '' : won ? styles.won : styles.lost;
  return (
    <div className={`${styles.counter} ${tone}`} aria-hidden="true">
      {formatNumber(value ?? 0, language, 2)}
    </div>
  );
}
