import { useId } from 'react';
import { formatPercent } from '@casino/rules';
import type { CrashRules } from '../../shared/crash-api.ts';
import { useGameMessages } from '../i18n/game-messages.ts';
import { useMessages } from '../i18n/index.ts';
import styles from '../paytable/paytable.module.css';
import { CRASH_TEXTS } from './messages/index.ts';

/** How Jet is played, its fairness and its return, shown before play and from the Paytable button. */
export function CrashRulesPanel({ rules, headingLevel }: { rules: CrashRules; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { language } = useMessages();
  const game = useGameMessages(CRASH_TEXTS);
  const headingId = useId();
  return (
    <section className={styles.paytable} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {game.t('rulesHeading')}
      </Heading>
      <p>{game.t('rulesRound', { seconds: Math.round(rules.bettingMs / 1000) })}</p>
      <p>{game.t('rulesCashOut')}</p>
      <p>{game.t('rulesAuto')}</p>
      <p>{game.t('rulesFair')}</p>
      <p>{game.t('rulesInterrupted')}</p>
      <p>
        {game.t('rulesRtp', {
          rtp: formatPercent(rules.rtp, language),
          edge: formatPercent(rules.houseEdge, language),
        })}
      </p>
    </section>
  );
}
