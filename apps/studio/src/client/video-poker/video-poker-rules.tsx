import { useId } from 'react';
import { formatMoney, formatNumber, formatPercent } from '@casino/rules';
import type { VideoPokerRules } from '../../shared/table-play-api.ts';
import { useGameMessages } from '../i18n/game-messages.ts';
import { useMessages } from '../i18n/index.ts';
import paytable from '../paytable/paytable.module.css';
import { VIDEO_POKER_TEXTS } from './messages/index.ts';
import { PayTableGrid } from './pay-table-grid.tsx';
import styles from './video-poker-rules.module.css';

export interface VideoPokerRulesPanelProps {
  readonly rules: VideoPokerRules;
  readonly currency: string;
  /** The level of its section headings: 2 on the intro page, 3 inside the dialog. */
  readonly headingLevel: 2 | 3;
}

/** How Jacks or Better is played, its pay table in coins and the return of optimal play for each coin count. */
export function VideoPokerRulesPanel({ rules, currency, headingLevel }: VideoPokerRulesPanelProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t, language } = useMessages();
  const game = useGameMessages(VIDEO_POKER_TEXTS);
  const ids = useId();
  const royal = rules.payTable.find((row) => row.category === 'royal-flush');
  const count = (value: number) => formatNumber(value, language);

  return (
    <div className={paytable.paytable}>
      <section aria-labelledby={`${ids}-rules`}>
        <Heading id={`${ids}-rules`} className={paytable.heading}>
          {game.t('rulesHeading')}
        </Heading>
        <p>{game.t('rulesDeck')}</p>
        <p>{game.t('rulesHold')}</p>
        <p>{game.t('rulesPays')}</p>
        {royal ? (
          <p>
            {game.t('rulesRoyal', {
              top: count(royal.pays[4]),
              perCoin: count(royal.pays[4] / 5),
              regular: count(royal.pays[0]),
            })}
          </p>
        ) : null}
        <p>
          {game.t('rulesBet', {
            values: rules.coinValues.map((value) => formatMoney(value, currency, language)).join(', '),
          })}
        </p>
      </section>

      <section aria-labelledby={`${ids}-pays`}>
        <Heading id={`${ids}-pays`} className={paytable.heading}>
          {game.t('payTable')}
        </Heading>
        <PayTableGrid rows={rules.payTable} coins={null} winning={null} captionVisible />
      </section>

      <section aria-labelledby={`${ids}-rtp`}>
        <Heading id={`${ids}-rtp`} className={paytable.heading}>
          {game.t('rtpHeading')}
        </Heading>
        <p id={`${ids}-rtp-note`}>{game.t('rtpNote')}</p>
        <table className={styles.rtp} aria-describedby={`${ids}-rtp-note`} data-testid="rtp-table">
          <thead>
            <tr>
              <th scope="col">{game.t('coins')}</th>
              <th scope="col">
                <abbr title={t('rtpFull')}>{t('rtp')}</abbr>
              </th>
            </tr>
          </thead>
          <tbody>
            {rules.rtpByCoins.map((rtp, index) => (
              <tr key={index}>
                <th scope="row">{count(index + 1)}</th>
                <td>{formatPercent(rtp, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
