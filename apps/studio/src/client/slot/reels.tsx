import { useCallback, useRef } from 'react';
import { useMessages } from '../i18n/index.ts';
import { cssVars } from '../lib/css-vars.ts';
import { Reel } from './reel.tsx';
import type { ReelSpin } from './reel-spin.ts';
import type { SymbolWindow } from './slot-window.ts';
import styles from './reels.module.css';

export interface ReelsProps {
  readonly rows: number;
  readonly artOf: (symbolId: string) => string;
  readonly nameOf: (symbolId: string) => string;
  /** What the reels show when still. */
  readonly shown: SymbolWindow;
  readonly spin: ReelSpin | null;
  readonly motion: boolean;
  readonly winning: ReadonlySet<string>;
  /** A reel has landed (for its stop sound). */
  onReelStopped(reel: number): void;
  /** Every reel has landed on the spin's result. */
  onLanded(spinId: number): void;
}

/** The reel window: one column per reel, each landing one after another. */
export function Reels({
  rows,
  artOf,
  nameOf,
  shown,
  spin,
  motion,
  winning,
  onReelStopped,
  onLanded,
}: ReelsProps) {
  const { t } = useMessages();
  const stopped = useRef<{ spinId: number; reels: Set<number> }>({ spinId: -1, reels: new Set() });
  const reels = shown.length;

  const reelStopped = useCallback(
    (reel: number, spinId: number) => {
      if (stopped.current.spinId !== spinId) stopped.current = { spinId, reels: new Set() };
      if (stopped.current.reels.has(reel)) return;
      stopped.current.reels.add(reel);
      onReelStopped(reel);
      if (stopped.current.reels.size === reels) onLanded(spinId);
    },
    [reels, onReelStopped, onLanded],
  );

  return (
    <div
      className={styles.window}
      role="group"
      aria-label={t('reels')}
      aria-busy={spin !== null}
      style={cssVars({ '--reels': reels, '--window-rows': rows })}
    >
      {shown.map((symbols, reel) => (
        <Reel
          // Reels are a fixed row of columns: the index is their identity.
          key={reel}
          reel={reel}
          artOf={artOf}
          nameOf={nameOf}
          shown={symbols}
          spin={
            spin
              ? {
                  id: spin.id,
                  loop: spin.loops[reel] ?? [],
                  filler: spin.fillers[reel] ?? [],
                  result: spin.result?.[reel] ?? null,
                  quick: spin.quick,
                }
              : null
          }
          motion={motion}
          winning={winning}
          onStopped={reelStopped}
        />
      ))}
    </div>
  );
}
