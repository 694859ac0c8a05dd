import { useId } from 'react';
import type { LiveRules } from '../../shared/live-api.ts';
import { BaccaratRulesPanel } from '../baccarat/baccarat-rules.tsx';
import { useGameMessages } from '../i18n/game-messages.ts';
import styles from '../paytable/paytable.module.css';
import { RouletteRulesPanel } from '../roulette/roulette-rules.tsx';
import { LIVE_TEXTS } from './messages/index.ts';

/**
 * How a live-format table plays (one shared round on the server's clock, an animated dealer, the round's seeds),
 * then its game's own rules, payouts and return at the table's limits; before play and from the Paytable button.
 */
export function LiveRulesPanel({
  rules,
  currency,
  headingLevel,
}: {
  rules: LiveRules;
  currency: string;
  headingLevel: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const texts = useGameMessages(LIVE_TEXTS);
  const headingId = useId();
  const { schedule } = rules.table;
  const period = schedule.bettingMs + schedule.closedMs + schedule.resultMs + schedule.pauseMs;
  return (
    <>
      <section className={styles.paytable} aria-labelledby={headingId}>
        <Heading id={headingId} className={styles.heading}>
          {texts.t('rulesHeading')}
        </Heading>
        <p>
          {texts.t('rulesShared', {
            seconds: Math.round(period / 1000),
            betting: Math.round(schedule.bettingMs / 1000),
          })}
        </p>
        <p>{texts.t('rulesDealer')}</p>
        <p>{texts.t('rulesFair')}</p>
        <p>{texts.t('rulesInterrupted')}</p>
      </section>
      {rules.game.kind === 'roulette' ? (
        <RouletteRulesPanel rules={rules.game} currency={currency} headingLevel={headingLevel} />
      ) : (
        <BaccaratRulesPanel rules={rules.game} currency={currency} headingLevel={headingLevel} />
      )}
    </>
  );
}
