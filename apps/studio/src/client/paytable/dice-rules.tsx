import type { DiceRules as DiceRulesData } from '../../shared/play-api.ts';
import { useMessages } from '../i18n/index.ts';
import { formatNumber, formatPercent } from '@casino/rules';
import { diceQuote } from '../dice/dice-math.ts';
import styles from './paytable.module.css';

/** How dice works: the roll, the chance range, the house edge and the payout formula. */
export function DiceRules({ rules, headingLevel }: { rules: DiceRulesData; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t, language } = useMessages();
  const percent = (value: number) => formatPercent(value / 100, language);
  const example = diceQuote('under', 50, rules.houseEdge, 100);
  return (
    <section className={styles.paytable} aria-labelledby="dice-rules">
      <Heading id="dice-rules" className={styles.heading}>
        {t('diceRulesHeading')}
      </Heading>
      <p>{t('diceRulesRoll')}</p>
      <p>{t('diceRulesChance', { min: percent(rules.minChance), max: percent(rules.maxChance) })}</p>
      <p>{t('diceRulesHouseEdge', { edge: formatPercent(rules.houseEdge, language) })}</p>
      <p>{t('diceRulesPayout', { edge: formatNumber(rules.houseEdge * 100, language, 2) })}</p>
      {example ? (
        <p>
          {t('diceRulesExample', {
            chance: percent(50),
            multiplier: formatNumber(example.multiplier, language, 4),
          })}
        </p>
      ) : null}
    </section>
  );
}
