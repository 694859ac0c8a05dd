import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FreeSpinsAward } from '@casino/contracts';
import { formatNumber } from '@casino/rules';
import { useLanguage } from '../../../lib/language.ts';
import { formatMoney } from '../../wallet/index.ts';
import { formatDay } from '../lib/bonus-format.ts';
import { freeSpinsCountText } from '../lib/free-spins-format.ts';
import { FreeSpinsGames } from './free-spins-games.tsx';
import bonuses from './bonuses.module.css';
import styles from './free-spins.module.css';

/**
 * The player's free-spins awards, as the server lists them: each campaign's title, its spins (per day under a
 * daily limit, with the spins left in all, else as a count), the bet of every spin in the award's currency,
 * the expiry, and the games to play them in.
 */
export function FreeSpinsAwards({
  awards,
  onPlay,
}: {
  awards: readonly FreeSpinsAward[];
  onPlay?: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ul className={bonuses.list}>
      {awards.map((award) => (
        <li key={award.id} className={bonuses.item} data-testid="free-spins-award">
          <h3 className={bonuses.itemTitle}>{award.title}</h3>
          <dl className={styles.terms}>
            <Term label={t('bonuses.freeSpins.spins')}>{freeSpinsCountText(t, award, language)}</Term>
            {award.dayLimit === null ? null : (
              <Term label={t('bonuses.freeSpins.leftInAll')}>{formatNumber(award.number, language)}</Term>
            )}
            <Term label={t('bonuses.freeSpins.bet')}>
              {formatMoney(award.betAmount, award.currency, language)}
            </Term>
            <Term label={t('bonuses.freeSpins.expires')}>
              <time dateTime={award.expiresAt}>{formatDay(award.expiresAt, language)}</time>
            </Term>
          </dl>
          <FreeSpinsGames games={award.games} onPlay={onPlay} />
        </li>
      ))}
    </ul>
  );
}

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={bonuses.term}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
