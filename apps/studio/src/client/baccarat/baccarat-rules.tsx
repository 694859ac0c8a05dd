/**
 * Baccarat's rules for the intro and the paytable dialog: the bets with their pays, exact RTP and limits, the
 * shoe, and the drawing rules with the banker's tableau as a table.
 */
import { useId } from 'react';
import { BACCARAT_BANKER_TABLEAU, BACCARAT_BET_KINDS, BACCARAT_DRAWS_UP_TO } from '@casino/game-math';
import { formatMoney, formatPercent } from '@casino/rules';
import type { BaccaratRules } from '../../shared/table-play-api.ts';
import { useGameMessages } from '../i18n/game-messages.ts';
import { useMessages } from '../i18n/index.ts';
import paytable from '../paytable/paytable.module.css';
import { BET_NAMES, paysText } from './baccarat-texts.ts';
import { BACCARAT_TEXTS } from './messages/index.ts';
import styles from './baccarat-rules.module.css';

/** The points a player's third card can count, the tableau's columns. */
const THIRD_CARD_POINTS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

export interface BaccaratRulesPanelProps {
  readonly rules: BaccaratRules;
  readonly currency: string;
  /** The level of its section headings: 2 on the intro page, 3 inside the dialog. */
  readonly headingLevel: 2 | 3;
}

export function BaccaratRulesPanel({ rules, currency, headingLevel }: BaccaratRulesPanelProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t: common, language } = useMessages();
  const texts = useGameMessages(BACCARAT_TEXTS);
  const { t } = texts;
  const money = (amount: number) => formatMoney(amount, currency, language);
  const ids = { rules: useId(), bets: useId(), drawing: useId() };

  return (
    <div className={paytable.paytable}>
      <section aria-labelledby={ids.rules}>
        <Heading id={ids.rules} className={paytable.heading}>
          {t('rulesHeading')}
        </Heading>
        <p>{t('rulesAim')}</p>
        <p>{t('rulesValues')}</p>
        <p>{t('rulesShoe', { decks: rules.decks })}</p>
      </section>

      <section aria-labelledby={ids.bets}>
        <Heading id={ids.bets} className={paytable.heading}>
          {t('betsHeading')}
        </Heading>
        <table className={styles.bets}>
          <thead>
            <tr>
              <th scope="col">{t('columnBet')}</th>
              <th scope="col">{t('columnPays')}</th>
              <th scope="col">
                <abbr title={common('rtpFull')}>{common('rtp')}</abbr>
              </th>
              <th scope="col">{t('columnLimits')}</th>
            </tr>
          </thead>
          <tbody>
            {BACCARAT_BET_KINDS.map((kind) => (
              <tr key={kind} data-testid={`rules-bet-${kind}`}>
                <th scope="row">{t(BET_NAMES[kind])}</th>
                <td>{paysText(kind)}</td>
                <td>{formatPercent(rules.rtp[kind], language)}</td>
                <td>
                  {t('limitRange', {
                    min: money(rules.limits.perBet[kind].min),
                    max: money(rules.limits.perBet[kind].max),
                  })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          {t('rulesCommission', {
            commission: formatPercent(rules.commission, language),
            pays: paysText('banker'),
          })}
        </p>
        <p>{t('rulesTiePush')}</p>
        <p>{t('rulesPairs')}</p>
        <p>{t('rulesRoundLimit', { amount: money(rules.limits.maxPerRound) })}</p>
      </section>

      <section aria-labelledby={ids.drawing}>
        <Heading id={ids.drawing} className={paytable.heading}>
          {t('drawingHeading')}
        </Heading>
        <p>{t('drawNatural')}</p>
        <p>{t('drawPlayer', { upTo: BACCARAT_DRAWS_UP_TO })}</p>
        <p>{t('drawBankerPlayerStood', { upTo: BACCARAT_DRAWS_UP_TO })}</p>
        <p>{t('drawBankerTableau')}</p>
        <div className={styles.scroll}>
          <table className={styles.tableau} data-testid="banker-tableau">
            <caption>{t('tableauCaption')}</caption>
            <thead>
              <tr>
                <td />
                <th scope="colgroup" colSpan={THIRD_CARD_POINTS.length}>
                  {t('tableauPlayerCard')}
                </th>
              </tr>
              <tr>
                <th scope="col">{t('tableauBankerTotal')}</th>
                {THIRD_CARD_POINTS.map((points) => (
                  <th key={points} scope="col">
                    {points}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {BACCARAT_BANKER_TABLEAU.map((draws, bankerTotal) => (
                <tr key={bankerTotal}>
                  <th scope="row">{bankerTotal}</th>
                  {THIRD_CARD_POINTS.map((points) => {
                    const drawsHere = draws.includes(points);
                    return (
                      <td key={points} className={drawsHere ? styles.draw : styles.stand}>
                        <span aria-hidden="true">{t(drawsHere ? 'tableauDraw' : 'tableauStand')}</span>
                        <span className="visually-hidden">
                          {t(drawsHere ? 'tableauDrawFull' : 'tableauStandFull')}
                        </span>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
