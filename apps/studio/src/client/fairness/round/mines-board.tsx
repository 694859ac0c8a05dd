import { VisuallyHidden } from '@casino/ui';
import type { MinesPlayerView } from '@casino/game-math';
import type { FairnessMessages } from '../i18n/en.ts';
import { useFairnessI18n } from '../i18n/fairness-i18n.tsx';
import { fill } from '../i18n/fill.ts';
import styles from './mines.module.css';

const SIDE = 5;

type CellState = 'gem' | 'mine' | 'hit' | 'hidden';

const SYMBOLS: Readonly<Record<CellState, string>> = { gem: '◆', mine: '✹', hit: '✖', hidden: '' };

/**
 * The 5 × 5 board, cells 0–24 row by row: the gems revealed, the mine hit and, once the round is over, every
 * mine. Each cell says in words what it holds; cells not revealed are named so for screen readers.
 */
export function MinesBoard(props: { view: MinesPlayerView }) {
  const { text } = useFairnessI18n();
  const state = cellStates(props.view);
  return (
    <div className={styles.scroll}>
      <table className={styles.board}>
        <caption>{text.minesBoardCaption}</caption>
        <thead>
          <tr>
            <td />
            {Array.from({ length: SIDE }, (_, column) => (
              <th key={column} scope="col">
                {fill(text.minesColumn, { n: column + 1 })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: SIDE }, (_, row) => (
            <tr key={row}>
              <th scope="row">{fill(text.minesRow, { n: row + 1 })}</th>
              {Array.from({ length: SIDE }, (_, column) => {
                const cell = state(row * SIDE + column);
                return (
                  <td key={column} className={`${styles.cell} ${styles[cell] ?? ''}`}>
                    <span aria-hidden="true" className={styles.symbol}>
                      {SYMBOLS[cell]}
                    </span>
                    {cell === 'hidden' ? (
                      <VisuallyHidden>{text.minesHidden}</VisuallyHidden>
                    ) : (
                      <span className={styles.label}>{cellLabel(cell, text)}</span>
                    )}
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

function cellStates(view: MinesPlayerView): (cell: number) => CellState {
  const revealed = new Set(view.revealed);
  const mines = new Set(view.minePositions ?? []);
  return (cell) => {
    if (cell === view.mineHit) return 'hit';
    if (revealed.has(cell)) return 'gem';
    if (mines.has(cell)) return 'mine';
    return 'hidden';
  };
}

function cellLabel(cell: Exclude<CellState, 'hidden'>, text: FairnessMessages): string {
  switch (cell) {
    case 'gem':
      return text.minesGem;
    case 'mine':
      return text.minesMine;
    case 'hit':
      return text.minesHit;
  }
}
