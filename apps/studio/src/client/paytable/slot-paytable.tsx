import type { SlotRules } from '../../shared/play-api.ts';
import { useMessages } from '../i18n/index.ts';
import { cssVars } from '../lib/css-vars.ts';
import { formatMoney, formatNumber } from '@casino/rules';
import { betMultiple, megawaysMaxWays, spinsByCount, spinsPerDrop, symbolPays } from '../slot/paytable.ts';
import { symbolArt } from '../slot/symbol-art.ts';
import styles from './paytable.module.css';

export interface SlotPaytableProps {
  readonly gameId: string;
  readonly rules: SlotRules;
  readonly bet: number;
  readonly currency: string;
  readonly headingLevel: 2 | 3;
}

/** The slot's paytable and rules, with every pay in money at the current bet. */
export function SlotPaytable({ gameId, rules, bet, currency, headingLevel }: SlotPaytableProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t, language } = useMessages();
  const money = (amount: number) => formatMoney(amount, currency, language);
  const { pays, freeSpins, bonusBuy, drops, megaways } = rules;
  const scatter = rules.symbols.find((symbol) => symbol.kind === 'scatter');

  return (
    <div className={styles.paytable}>
      <p className={styles.note}>{t('paysAtBet', { bet: money(bet) })}</p>

      <section aria-labelledby="paytable-symbols">
        <Heading id="paytable-symbols" className={styles.heading}>
          {t('symbolsHeading')}
        </Heading>
        <ul className={styles.symbols}>
          {rules.symbols.map((symbol) => {
            const rows = symbolPays(symbol.pays, bet, rules.betCoins);
            return (
              <li key={symbol.id} className={styles.symbol}>
                <img src={symbolArt(gameId, symbol.id)} alt={symbol.name} width={48} height={48} />
                <div>
                  <p className={styles.symbolName}>{symbol.name}</p>
                  {rows.length > 0 ? (
                    <ul className={styles.pays}>
                      {rows.map((row) => (
                        <li key={row.count}>
                          <span className={styles.count}>{row.count}×</span> {money(row.amount)}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {symbol.kind === 'wild' ? <p className={styles.rule}>{t('wildRule')}</p> : null}
                  {symbol.kind === 'scatter' ? <p className={styles.rule}>{t('scatterRule')}</p> : null}
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="paytable-lines">
        <Heading id="paytable-lines" className={styles.heading}>
          {t(pays.kind === 'lines' ? 'linesHeading' : megaways ? 'megawaysHeading' : 'waysHeading')}
        </Heading>
        {pays.kind === 'lines' ? (
          <>
            <p>{t('linesRule', { count: pays.lines.length })}</p>
            <ol className={styles.lines}>
              {pays.lines.map((line, index) => (
                <li key={index} className={styles.line}>
                  <span className={styles.lineLabel}>{t('lineNumber', { number: index + 1 })}</span>
                  <span
                    className={styles.lineGrid}
                    style={cssVars({ '--reels': rules.reels, '--rows': rules.rows })}
                    aria-hidden="true"
                  >
                    {Array.from({ length: rules.rows }, (_, row) =>
                      line.map((lineRow, reel) => (
                        <span
                          key={`${row}-${reel}`}
                          className={lineRow === row ? styles.onLine : undefined}
                        />
                      )),
                    )}
                  </span>
                </li>
              ))}
            </ol>
          </>
        ) : (
          <>
            <p>{t('waysRule')}</p>
            {megaways ? (
              <p>
                {t('megawaysRule', {
                  min: Math.min(...megaways.heights),
                  max: Math.max(...megaways.heights),
                  ways: formatNumber(megawaysMaxWays(rules), language),
                })}
              </p>
            ) : null}
          </>
        )}
      </section>

      {freeSpins && scatter ? (
        <section aria-labelledby="paytable-free-spins">
          <Heading id="paytable-free-spins" className={styles.heading}>
            {t('freeSpinsHeading')}
          </Heading>
          <ul className={styles.plain}>
            {spinsByCount(freeSpins.awards).map(({ count, spins }) => (
              <li key={`award-${count}`}>{t('freeSpinsAward', { count, spins })}</li>
            ))}
            {spinsByCount(freeSpins.retriggers).map(({ count, spins }) => (
              <li key={`retrigger-${count}`}>{t('freeSpinsRetrigger', { count, spins })}</li>
            ))}
          </ul>
          <p>{t('freeSpinsMultiplierRule', { multiplier: `×${freeSpins.multiplier}` })}</p>
          <p>{t('freeSpinsCap', { spins: freeSpins.maxSpins })}</p>
        </section>
      ) : null}

      {bonusBuy ? (
        <section aria-labelledby="paytable-bonus-buy">
          <Heading id="paytable-bonus-buy" className={styles.heading}>
            {t('bonusBuyHeading')}
          </Heading>
          <p>
            {t('bonusBuyRule', {
              price: money(betMultiple(bonusBuy.priceInBets, bet)),
              spins: bonusBuy.spins,
            })}
          </p>
        </section>
      ) : null}

      {drops ? (
        <section aria-labelledby="paytable-drops">
          <Heading id="paytable-drops" className={styles.heading}>
            {t('dropsHeading')}
          </Heading>
          <p>{t('dropsRule', { spins: formatNumber(spinsPerDrop(drops.chance), language) })}</p>
          <ul className={styles.prizes}>
            {[...new Set(drops.prizes.map((prize) => prize.inBets))]
              .sort((a, b) => a - b)
              .map((inBets) => (
                <li key={inBets}>{money(betMultiple(inBets, bet))}</li>
              ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
