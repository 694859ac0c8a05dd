import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { WinnerList } from '@casino/rules';
import type { WinnerRow } from '@casino/contracts';
import { useLanguage } from '../../../lib/language.ts';
import { formatMoney } from '../../wallet/index.ts';
import { marqueeSeconds, scrollsAsMarquee } from '../lib/winners-marquee.ts';
import styles from './winners-board.module.css';

/**
 * A tab's table: game, player (a masked login) and profit in the winner's currency. The latest tab is a frame of
 * fixed height whose rows move up one row at a time without end when they overflow it (a marquee: a second,
 * hidden copy of the rows follows the first; moving in steps, the page repaints only when a row moves), paused while the pointer is over it or the focus in it, and still under reduced
 * motion, where the frame scrolls by hand instead. The frame takes the focus so that a keyboard can pause and
 * scroll it.
 */
export function WinnersTable({
  panelId,
  tabId,
  list,
  rows,
  failed,
}: {
  panelId: string;
  tabId: string;
  list: WinnerList;
  rows: readonly WinnerRow[] | undefined;
  failed: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const latest = list === 'latest';
  const marquee = latest && rows !== undefined && scrollsAsMarquee(rows.length);
  const status = failed ? t('lobby.winners.failed') : rows?.length === 0 ? t('lobby.winners.empty') : null;
  const line = (row: WinnerRow, copy: boolean) => (
    <div
      key={copy ? `${row.id}-copy` : row.id}
      role="row"
      className={styles.row}
      aria-hidden={copy || undefined}
    >
      <span role="cell" className={styles.game}>
        {row.game || t('lobby.winners.unknownGame')}
      </span>
      <span role="cell" className={styles.player}>
        {row.login}
      </span>
      <span role="cell" className={`${styles.amount} ${styles.profit}`}>
        {formatMoney(row.amount, row.currency, language)}
      </span>
    </div>
  );
  return (
    <div
      id={panelId}
      role="tabpanel"
      aria-labelledby={tabId}
      aria-busy={rows === undefined && !failed}
      tabIndex={0}
      className={`${styles.panel} ${latest ? styles.latest : ''}`}
    >
      <div role="table" aria-labelledby={tabId} className={styles.table}>
        <div role="rowgroup" className={styles.head}>
          <div role="row" className={styles.row}>
            <span role="columnheader">{t('lobby.winners.game')}</span>
            <span role="columnheader">{t('lobby.winners.player')}</span>
            <span role="columnheader" className={styles.amount}>
              {t('lobby.winners.profit')}
            </span>
          </div>
        </div>
        <div
          role="rowgroup"
          className={marquee ? styles.marquee : undefined}
          style={
            marquee
              ? ({ '--marquee-seconds': `${marqueeSeconds(rows.length)}s` } as CSSProperties)
              : undefined
          }
        >
          {rows?.map((row) => line(row, false))}
          {marquee ? rows.map((row) => line(row, true)) : null}
        </div>
      </div>
      {status ? <p className={styles.status}>{status}</p> : null}
    </div>
  );
}
