import { useId, useState } from 'react';
import { formatNumber, formatPercent } from '@casino/rules';
import { useGameMessages } from '../i18n/game-messages.ts';
import { useMessages } from '../i18n/index.ts';
import styles from '../paytable/paytable.module.css';
import type { MinesRules } from '../../shared/table-play-api.ts';
import { MINES_TEXTS } from './messages/index.ts';

/** How Mines is played, its return and the cash-out multipliers of a mine count. */
export function MinesRulesPanel({
  rules,
  headingLevel,
}: {
  rules: MinesRules;
  currency: string;
  headingLevel: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { language } = useMessages();
  const game = useGameMessages(MINES_TEXTS);
  const [mines, setMines] = useState(rules.defaultMines);
  const headingId = useId();
  const selectId = useId();
  const row = rules.table.find((entry) => entry.mines === mines);
  return (
    <section className={styles.paytable} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {game.t('rulesHeading')}
      </Heading>
      <p>{game.t('rulesBoard')}</p>
      <p>{game.t('rulesCashOut')}</p>
      <p>{game.t('rulesFair')}</p>
      <p>{game.t('rulesUnfinished')}</p>
      <p>
        {game.t('rulesRtp', {
          rtp: formatPercent(rules.rtp, language),
          edge: formatPercent(rules.houseEdge, language),
        })}
      </p>
      <label htmlFor={selectId}>{game.t('minesLabel')} </label>
      <select id={selectId} value={mines} onChange={(event) => setMines(Number(event.target.value))}>
        {rules.table.map((entry) => (
          <option key={entry.mines} value={entry.mines}>
            {entry.mines}
          </option>
        ))}
      </select>
      <table>
        <caption>{game.t('tableHeading', { mines })}</caption>
        <thead>
          <tr>
            <th scope="col">{game.t('tableGems')}</th>
            <th scope="col">{game.t('tableMultiplier')}</th>
          </tr>
        </thead>
        <tbody>
          {row?.multipliers.map((multiplier, index) => (
            <tr key={index}>
              <th scope="row">{index + 1}</th>
              <td>{formatNumber(multiplier, language, 2)}×</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
