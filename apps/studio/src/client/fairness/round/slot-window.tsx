import type { SlotSpinResult } from '@casino/game-math';
import { VisuallyHidden } from '@casino/ui';
import { useFairnessI18n } from '../i18n/fairness-i18n.tsx';
import { fill } from '../i18n/fill.ts';
import styles from './round.module.css';

/** The symbols a spin showed, reel by reel (columns), with the symbols of its wins marked. */
export function SlotWindow(props: { spin: SlotSpinResult; gameId: string }) {
  const { text } = useFairnessI18n();
  const { window } = props.spin;
  const winning = winningPositions(props.spin);
  const rows = Math.max(0, ...window.map((reel) => reel.length));
  return (
    <div className={styles.windowScroll}>
      <table className={styles.window}>
        <caption>{text.windowCaption}</caption>
        <thead>
          <tr>
            {window.map((_, reel) => (
              <th key={reel} scope="col">
                {fill(text.reel, { n: reel + 1 })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: rows }, (_, row) => (
            <tr key={row}>
              {window.map((reel, reelIndex) => {
                const symbol = reel[row];
                if (symbol === undefined)
                  return <td key={reelIndex} className={`${styles.cell} ${styles.empty}`} />;
                const wins = winning.has(`${reelIndex}:${row}`);
                return (
                  <td key={reelIndex} className={wins ? `${styles.cell} ${styles.winning}` : styles.cell}>
                    <img
                      src={`/studio/art/${encodeURIComponent(props.gameId)}/symbols/${encodeURIComponent(symbol)}.svg`}
                      alt=""
                      width={28}
                      height={28}
                      loading="lazy"
                    />
                    <span className={styles.symbolId}>{symbol}</span>
                    {wins && <VisuallyHidden>{text.winningMark}</VisuallyHidden>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function winningPositions(spin: SlotSpinResult): Set<string> {
  const positions = [...spin.wins.flatMap((win) => win.positions), ...(spin.scatter?.positions ?? [])];
  return new Set(positions.map(([reel, row]) => `${reel}:${row}`));
}
