import { useRef, useState, type KeyboardEvent } from 'react';
import type { MinesPlayerView } from '@casino/game-math';
import { useGameMessages } from '../i18n/game-messages.ts';
import { MINES_TEXTS } from './messages/index.ts';
import styles from './mines-game.module.css';

const SIDE = 5;
type CellState = 'hidden' | 'gem' | 'mine' | 'mine-hit';

function cellState(board: MinesPlayerView | null, cell: number): CellState {
  if (!board) return 'hidden';
  if (board.mineHit === cell) return 'mine-hit';
  if (board.revealed.includes(cell)) return 'gem';
  if (board.minePositions?.includes(cell)) return 'mine';
  return 'hidden';
}

const NAME_KEY = {
  hidden: 'cellHidden',
  gem: 'cellGem',
  mine: 'cellMine',
  'mine-hit': 'cellMineHit',
} as const;
const ICON: Readonly<Record<CellState, string>> = { hidden: '', gem: '◆', mine: '✹', 'mine-hit': '✹' };

/**
 * The 5 × 5 board: one tab stop, arrow keys move between cells (roving tabindex), Enter or Space reveals. A
 * cell's name says where it is and what it shows, so nothing is told by colour alone.
 */
export function MinesBoard({
  board,
  playable,
  onReveal,
}: {
  board: MinesPlayerView | null;
  playable: boolean;
  onReveal(cell: number): void;
}) {
  const game = useGameMessages(MINES_TEXTS);
  const [focused, setFocused] = useState(0);
  const cells = useRef<(HTMLButtonElement | null)[]>([]);

  const move = (event: KeyboardEvent, cell: number) => {
    const row = Math.floor(cell / SIDE);
    const column = cell % SIDE;
    const target =
      event.key === 'ArrowRight'
        ? row * SIDE + Math.min(SIDE - 1, column + 1)
        : event.key === 'ArrowLeft'
          ? row * SIDE + Math.max(0, column - 1)
          : event.key === 'ArrowDown'
            ? Math.min(SIDE - 1, row + 1) * SIDE + column
            : event.key === 'ArrowUp'
              ? Math.max(0, row - 1) * SIDE + column
              : null;
    if (target === null) return;
    event.preventDefault();
    setFocused(target);
    cells.current[target]?.focus();
  };

  return (
    <div className={styles.grid} role="group" aria-label={game.t('boardLabel')} data-testid="mines-board">
      {Array.from({ length: SIDE * SIDE }, (_, cell) => {
        const state = cellState(board, cell);
        const name = game.t(NAME_KEY[state], {
          row: Math.floor(cell / SIDE) + 1,
          column: (cell % SIDE) + 1,
        });
        return (
          <button
            key={cell}
            ref={(element) => {
              cells.current[cell] = element;
            }}
            type="button"
            className={`${styles.cell} ${styles[state]}`}
            aria-label={name}
            aria-disabled={!playable || state !== 'hidden'}
            tabIndex={cell === focused ? 0 : -1}
            onFocus={() => setFocused(cell)}
            onKeyDown={(event) => move(event, cell)}
            onClick={() => {
              if (playable && state === 'hidden') onReveal(cell);
            }}
          >
            <span aria-hidden="true">{ICON[state]}</span>
          </button>
        );
      })}
    </div>
  );
}
