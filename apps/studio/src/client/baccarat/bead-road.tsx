/**
 * The bead road of this session's rounds (it starts empty: no history is made up). Each bead shows the winner
 * by colour and letter, and a pair by a dot in its corner (top left player, bottom right banker), as the legend
 * says; a screen reader hears the rounds in order.
 */
import { useId } from 'react';
import { baccaratBeadRoad, BEAD_ROAD_ROWS, type BaccaratResult, type BeadRoadBead } from '@casino/game-math';
import type { GameMessages } from '../i18n/game-messages.ts';
import { cssVars } from '../lib/css-vars.ts';
import { MARK_LETTERS, MARK_NAMES } from './baccarat-texts.ts';
import type { BaccaratMessages } from './messages/en.ts';
import styles from './bead-road.module.css';

/** Columns on the board; the oldest whole columns make room once it is full. */
export const BEAD_ROAD_COLUMNS = 12;

export function BeadRoad({
  results,
  texts,
}: {
  results: readonly BaccaratResult[];
  texts: GameMessages<BaccaratMessages>;
}) {
  const road = baccaratBeadRoad(results, { rows: BEAD_ROAD_ROWS, columns: BEAD_ROAD_COLUMNS });
  const beads: BeadRoadBead[] = [];
  for (let column = 0; column < road.columns; column += 1)
    for (let row = 0; row < road.rows; row += 1) {
      const bead = road.cells[row]?.[column];
      if (bead) beads.push(bead);
    }
  const firstRound = results.length - beads.length + 1;
  const grid = cssVars({ '--rows': road.rows, '--columns': road.columns });
  const headingId = useId();

  return (
    <section className={styles.road} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {texts.t('beadRoad')}
      </h2>
      <p className="visually-hidden">{texts.t('beadRoadNote')}</p>
      <div className={styles.board} style={grid}>
        <div className={styles.cells} aria-hidden="true">
          {Array.from({ length: road.rows * road.columns }, (_, index) => (
            <span key={index} className={styles.cell} />
          ))}
        </div>
        <ol className={styles.beads} data-testid="bead-road">
          {beads.map((bead, index) => (
            <li key={firstRound + index} className={`${styles.bead} ${styles[bead.mark]}`}>
              <span aria-hidden="true">{texts.t(MARK_LETTERS[bead.mark])}</span>
              {bead.playerPair ? <span className={styles.playerPair} aria-hidden="true" /> : null}
              {bead.bankerPair ? <span className={styles.bankerPair} aria-hidden="true" /> : null}
              <span className="visually-hidden">
                {texts.t('beadRound', { number: firstRound + index, result: beadResult(bead, texts) })}
              </span>
            </li>
          ))}
        </ol>
      </div>
      {results.length === 0 ? <p className={styles.empty}>{texts.t('beadRoadEmpty')}</p> : null}
      <ul className={styles.legend} aria-hidden="true">
        {(['P', 'B', 'T'] as const).map((mark) => (
          <li key={mark}>
            <span className={`${styles.bead} ${styles[mark]} ${styles.legendBead}`}>
              {texts.t(MARK_LETTERS[mark])}
            </span>
            {texts.t(MARK_NAMES[mark])}
          </li>
        ))}
        <li>
          <span className={`${styles.bead} ${styles.legendBead} ${styles.blank}`}>
            <span className={styles.playerPair} />
          </span>
          {texts.t('legendPlayerPair')}
        </li>
        <li>
          <span className={`${styles.bead} ${styles.legendBead} ${styles.blank}`}>
            <span className={styles.bankerPair} />
          </span>
          {texts.t('legendBankerPair')}
        </li>
      </ul>
    </section>
  );
}

/** A bead in words: the winner, then any pair. */
function beadResult(bead: BeadRoadBead, texts: GameMessages<BaccaratMessages>): string {
  return [
    texts.t(MARK_NAMES[bead.mark]),
    ...(bead.playerPair ? [texts.t('betPlayerPair')] : []),
    ...(bead.bankerPair ? [texts.t('betBankerPair')] : []),
  ].join(', ');
}
