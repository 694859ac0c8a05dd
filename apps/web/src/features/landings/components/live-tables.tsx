import { useEffect, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Game } from '@casino/contracts';
import { formatPercent } from '@casino/rules';
import { useLocalizedPath, useLanguage } from '../../../lib/language.ts';
import { gamePath, gamesQueryOptions } from '../../games/index.ts';
import { roundClockAt } from '../lib/round-clock.ts';
import styles from '../routes/landing-screen.module.css';

/** The live tables open now, each with its round clock (ticking once a second) and its ways in. */
export function LiveTables() {
  const { t } = useTranslation();
  const games = useInfiniteQuery(gamesQueryOptions({ category: 'live' }));
  const now = useSecondClock();
  const tables = games.data?.pages.flatMap((page) => page.games) ?? [];
  if (games.isPending) return null;
  return (
    <section className={styles.tables} aria-labelledby="live-tables-title">
      <h2 id="live-tables-title" className={styles.tablesTitle}>
        {t('lobby.landings.live_casino.tables')}
      </h2>
      {tables.length === 0 ? (
        <p>{t('lobby.landings.live_casino.noTables')}</p>
      ) : (
        <ul className={styles.tableList}>
          {tables.map((game) => (
            <LiveTable key={game.id} game={game} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
}

function LiveTable({ game, now }: { game: Game; now: number }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const language = useLanguage();
  const clock = game.roundSchedule ? roundClockAt(game.roundSchedule, now) : null;
  return (
    <li className={styles.table} data-testid="live-table">
      <img className={styles.tableArt} src={game.imagine.files.desktop} alt="" width={96} height={72} />
      <div className={styles.tableText}>
        <h3 className={styles.tableName}>{game.name}</h3>
        <p className={styles.tableMeta}>
          {t('lobby.landings.live_casino.rtp', { rtp: formatPercent(game.rtp, language) })}
          {clock ? (
            <>
              {' · '}
              {/* Not a live region: a countdown read out every second would drown everything else. */}
              <span data-testid="round-clock">
                {t(
                  clock.phase === 'betting'
                    ? 'lobby.landings.live_casino.bettingOpen'
                    : 'lobby.landings.live_casino.nextRound',
                  { seconds: clock.seconds },
                )}
              </span>
            </>
          ) : null}
        </p>
      </div>
      <div className={styles.tableActions}>
        <Link
          className={styles.tableLink}
          to={to(gamePath(game, 'real'))}
          aria-label={`${t('lobby.landings.live_casino.play')} ${game.name}`}
        >
          {t('lobby.landings.live_casino.play')}
        </Link>
        {game.hasDemo ? (
          <Link
            className={styles.tableLink}
            to={to(gamePath(game, 'demo'))}
            aria-label={`${t('lobby.landings.live_casino.demo')} ${game.name}`}
          >
            {t('lobby.landings.live_casino.demo')}
          </Link>
        ) : null}
      </div>
    </li>
  );
}

/** The time now, moved on once a second. */
function useSecondClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
