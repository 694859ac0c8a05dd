import type { HandCategory, PayTableRow } from '@casino/game-math';
import { formatNumber } from '@casino/rules';
import { useGameMessages } from '../i18n/game-messages.ts';
import { useMessages } from '../i18n/index.ts';
import { HAND_NAME_KEYS } from './hand-names.ts';
import { VIDEO_POKER_TEXTS } from './messages/index.ts';
import styles from './pay-table-grid.module.css';

const COIN_COLUMNS = [1, 2, 3, 4, 5] as const;

export interface PayTableGridProps {
  readonly rows: readonly PayTableRow[];
  /** The column of the coins bet, marked; null marks none. */
  readonly coins: number | null;
  /** The row of the hand just won, marked; null marks none. */
  readonly winning: HandCategory | null;
  /** Show the caption (the rules panel) or keep it for screen readers only (the game screen). */
  readonly captionVisible?: boolean;
}

/** The pay table in coins, a row per hand and a column per coins bet; the bet's column and a win's row marked. */
export function PayTableGrid({ rows, coins, winning, captionVisible = false }: PayTableGridProps) {
  const { language } = useMessages();
  const game = useGameMessages(VIDEO_POKER_TEXTS);
  return (
    <table className={styles.table} data-testid="pay-table">
      <caption className={captionVisible ? styles.caption : styles.hidden}>
        {game.t('payTableCaption')}
      </caption>
      <thead>
        <tr>
          <th scope="col" className={styles.handColumn}>
            {game.t('handColumn')}
          </th>
          {COIN_COLUMNS.map((column) => (
            <th
              key={column}
              scope="col"
              className={column === coins ? styles.current : undefined}
              aria-current={column === coins ? 'true' : undefined}
            >
              <span className={styles.hidden}>{game.t('coinsBetColumn', { coins: column })}</span>
              <span aria-hidden="true">{column}</span>
              {column === coins ? (
                <>
                  <span className={styles.hidden}>, {game.t('yourBetColumn')}</span>
                  <span className={styles.betMark} aria-hidden="true">
                    ▲
                  </span>
                </>
              ) : null}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const won = row.category === winning;
          return (
            <tr key={row.category} className={won ? styles.won : undefined} data-winning={won || undefined}>
              <th scope="row" className={styles.handName}>
                {won ? (
                  <span className={styles.winMark} aria-hidden="true">
                    ★
                  </span>
                ) : null}
                {game.t(HAND_NAME_KEYS[row.category])}
                {won ? <span className={styles.hidden}>, {game.t('winningHand')}</span> : null}
              </th>
              {row.pays.map((pay, index) => (
                <td key={index} className={index + 1 === coins ? styles.current : undefined}>
                  {formatNumber(pay, language)}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
