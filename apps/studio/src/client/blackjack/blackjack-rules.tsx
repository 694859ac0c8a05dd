import { useId } from 'react';
import { formatPercent } from '@casino/rules';
import type { BlackjackTableRules } from '../../shared/table-play-api.ts';
import { useGameMessages } from '../i18n/game-messages.ts';
import { useMessages } from '../i18n/index.ts';
import { ratioLabel } from './blackjack-texts.ts';
import { BLACKJACK_TEXTS } from './messages/index.ts';
import styles from '../paytable/paytable.module.css';

export interface BlackjackRulesPanelProps {
  readonly rules: BlackjackTableRules;
  /** The session's currency (the rules name no amounts: every figure is a ratio of the bet). */
  readonly currency: string;
  /** The level of its heading: 2 on the intro page, 3 inside the dialog. */
  readonly headingLevel: 2 | 3;
}

/** The table's rules as the server publishes them (decks, dealer, payouts, doubles, splits) and the RTP. */
export function BlackjackRulesPanel({ rules, headingLevel }: BlackjackRulesPanelProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = useId();
  const { language } = useMessages();
  const game = useGameMessages(BLACKJACK_TEXTS);
  const table = rules.rules;
  return (
    <section className={styles.paytable} aria-labelledby={headingId} data-testid="blackjack-rules">
      <div>
        <Heading id={headingId} className={styles.heading}>
          {game.t('rulesHeading')}
        </Heading>
        <p>{game.t('rulesGoal')}</p>
        <p>{game.t('rulesValues')}</p>
      </div>
      <ul className={styles.plain}>
        <li>{game.t('rulesDecks', { decks: table.decks })}</li>
        <li>{game.t(table.dealerHitsSoft17 ? 'rulesDealerHitsSoft17' : 'rulesDealerStands')}</li>
        {table.dealerPeeks ? <li>{game.t('rulesPeek')}</li> : null}
        <li>{game.t('rulesBlackjack', { ratio: ratioLabel(table.blackjackPays) })}</li>
        <li>{game.t('rulesWins')}</li>
        <li>{game.t('rulesInsurance', { ratio: ratioLabel(table.insurancePays) })}</li>
        <li>
          {game.t('rulesDouble')}
          {table.doubleAfterSplit ? ` ${game.t('rulesDoubleAfterSplit')}` : ''}
        </li>
        <li>{game.t('rulesSplit', { hands: table.maxHands })}</li>
        {!table.resplitAces && !table.hitSplitAces ? <li>{game.t('rulesSplitAces')}</li> : null}
        {!table.blackjackAfterSplit ? <li>{game.t('rulesSplit21')}</li> : null}
        {!table.surrender ? <li>{game.t('rulesNoSurrender')}</li> : null}
        <li>{game.t('rulesUnfinished')}</li>
      </ul>
      <p>
        <strong data-testid="blackjack-rtp">
          {game.t('rulesRtp', { rtp: formatPercent(rules.rtp, language).replace(' ', '\u00a0') })}
        </strong>
      </p>
      <p>{game.t('rulesHint')}</p>
    </section>
  );
}
