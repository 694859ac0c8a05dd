import { useId, useState } from 'react';
import { PLINKO_RISKS, type PlinkoRisk } from '@casino/game-math';
import { formatNumber, formatPercent } from '@casino/rules';
import { useGameMessages } from '../i18n/game-messages.ts';
import { useMessages } from '../i18n/index.ts';
import styles from '../paytable/paytable.module.css';
import type { PlinkoRules } from '../../shared/table-play-api.ts';
import { DEFAULT_ROWS } from './plinko-controller.ts';
import { PLINKO_TEXTS } from './messages/index.ts';

const RISK_KEY = { low: 'riskLow', medium: 'riskMedium', high: 'riskHigh' } as const;

/** How plinko is played, its return and the bins' multipliers of a board. */
export function PlinkoRulesPanel({
  rules,
  headingLevel,
}: {
  rules: PlinkoRules;
  currency: string;
  headingLevel: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { language } = useMessages();
  const game = useGameMessages(PLINKO_TEXTS);
  const [rows, setRows] = useState(DEFAULT_ROWS);
  const [risk, setRisk] = useState<PlinkoRisk>('medium');
  const headingId = useId();
  const multipliers = rules.multipliers[risk][rows - rules.minRows] ?? [];
  return (
    <section className={styles.paytable} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {game.t('rulesHeading')}
      </Heading>
      <p>{game.t('rulesPlay', { min: rules.minRows, max: rules.maxRows })}</p>
      <p>{game.t('rulesFair')}</p>
      <p>
        {game.t('rulesRtp', {
          rtp: formatPercent(rules.rtp, language),
          edge: formatPercent(rules.houseEdge, language),
        })}
      </p>
      <label>
        {game.t('rowsLabel')}{' '}
        <select value={rows} onChange={(event) => setRows(Number(event.target.value))}>
          {Array.from({ length: rules.maxRows - rules.minRows + 1 }, (_, index) => rules.minRows + index).map(
            (count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ),
          )}
        </select>
      </label>{' '}
      <label>
        {game.t('riskLabel')}{' '}
        <select value={risk} onChange={(event) => setRisk(event.target.value as PlinkoRisk)}>
          {PLINKO_RISKS.map((option) => (
            <option key={option} value={option}>
              {game.t(RISK_KEY[option])}
            </option>
          ))}
        </select>
      </label>
      <table>
        <caption>{game.t('tableHeading', { rows, risk: game.t(RISK_KEY[risk]) })}</caption>
        <thead>
          <tr>
            <th scope="col">{game.t('tableBin')}</th>
            <th scope="col">{game.t('tableMultiplier')}</th>
          </tr>
        </thead>
        <tbody>
          {multipliers.map((multiplier, bin) => (
            <tr key={bin}>
              <th scope="row">{bin + 1}</th>
              <td>{formatNumber(multiplier, language, 2)}×</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
