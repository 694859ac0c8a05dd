import type { SlotSpinResult } from '@casino/game-math';
import { useFairnessI18n } from '../i18n/fairness-i18n.tsx';
import { fill } from '../i18n/fill.ts';
import controls from '../ui/controls.module.css';
import { formatMultiplier } from './format-multiplier.ts';
import styles from './round.module.css';
import { SlotWindow } from './slot-window.tsx';

/** A spin's window, its wins (lines or ways, scatter) and what else it awarded. */
export function SlotSpinView(props: {
  spin: SlotSpinResult;
  gameId: string;
  money: (minorUnits: number) => string;
}) {
  const { text, language } = useFairnessI18n();
  const { spin, money } = props;
  const hasWins = spin.wins.length > 0 || spin.scatter !== null;
  return (
    <div className={styles.section}>
      <SlotWindow spin={spin} gameId={props.gameId} />
      {hasWins ? (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <caption className="visually-hidden">{text.winsTitle}</caption>
            <thead>
              <tr>
                <th scope="col">{text.winPays}</th>
                <th scope="col">{text.winSymbol}</th>
                <th scope="col">{text.winCount}</th>
                <th scope="col" className={styles.amount}>
                  {text.winAmount}
                </th>
              </tr>
            </thead>
            <tbody>
              {spin.wins.map((win, index) => (
                <tr key={index}>
                  <td>
                    {win.line === null
                      ? fill(text.winWays, { n: win.ways })
                      : fill(text.winLine, { n: win.line + 1 })}
                  </td>
                  <td>{win.symbol}</td>
                  <td>{win.count}</td>
                  <td className={styles.amount}>{money(win.amount)}</td>
                </tr>
              ))}
              {spin.scatter && (
                <tr>
                  <td>{text.scatter}</td>
                  <td>{spin.scatter.symbol}</td>
                  <td>{spin.scatter.count}</td>
                  <td className={styles.amount}>{money(spin.scatter.amount)}</td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      ) : (
        <p className={styles.muted}>{text.noWins}</p>
      )}
      {(spin.freeSpinsAwarded > 0 || spin.drop || spin.multiplier !== 1) && (
        <dl className={controls.values}>
          {spin.freeSpinsAwarded > 0 && (
            <>
              <dt>{text.freeSpinsAwarded}</dt>
              <dd>{spin.freeSpinsAwarded}</dd>
            </>
          )}
          {spin.drop && (
            <>
              <dt>{text.dropPrize}</dt>
              <dd>{money(spin.drop.amount)}</dd>
            </>
          )}
          {spin.multiplier !== 1 && (
            <>
              <dt>{text.multiplier}</dt>
              <dd>{formatMultiplier(spin.multiplier, language)}</dd>
            </>
          )}
        </dl>
      )}
    </div>
  );
}
