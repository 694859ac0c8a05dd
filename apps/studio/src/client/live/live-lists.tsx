/** Around a live table's board: the bets at the table, the previous results and the round's fairness. */
import { useId, useMemo } from 'react';
import { createRandomStream, verifyServerSeed } from '@casino/game-math';
import type { LiveHistoryEntry, LiveRoundView, LiveSpotView, LiveVariant } from '../../shared/live-api.ts';
import { drawLiveResult } from '../../shared/live-variants.ts';
import { BeadRoad } from '../baccarat/bead-road.tsx';
import type { BaccaratMessages } from '../baccarat/messages/en.ts';
import type { GameMessages } from '../i18n/game-messages.ts';
import { LastResults } from '../roulette/last-results.tsx';
import type { RouletteNames } from '../roulette/use-roulette-names.ts';
import type { LiveMessages } from './messages/en.ts';
import styles from './live-game.module.css';

/** Every spot with a bet: its name, how many players, and their stakes in this player's currency. */
export function LiveSpots({
  spots,
  currency,
  texts,
  spotName,
  money,
}: {
  spots: readonly LiveSpotView[];
  currency: string;
  texts: GameMessages<LiveMessages>;
  spotName(spot: LiveSpotView): string;
  money(amount: number): string;
}) {
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {texts.t('tableBets')}
      </h2>
      {spots.length === 0 ? (
        <p className={styles.quiet}>{texts.t('noTableBets')}</p>
      ) : (
        <ul className={styles.spots} data-testid="table-bets">
          {spots.map((spot) => {
            const own = spot.totals[currency];
            return (
              <li key={spot.key} className={styles.spot}>
                <span className={styles.spotName}>{spotName(spot)}</span>
                <span>{texts.t('spotPlayers', { count: spot.players })}</span>
                <span className={styles.amount}>
                  {own !== undefined ? money(own) : texts.t('otherCurrencies')}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

export function LiveHistory({
  variant,
  history,
  names,
  baccaratTexts,
}: {
  variant: LiveVariant;
  history: readonly LiveHistoryEntry[];
  names: RouletteNames;
  baccaratTexts: GameMessages<BaccaratMessages>;
}) {
  if (variant === 'roulette')
    return (
      <LastResults
        recent={history.flatMap((entry) => (entry.result.kind === 'roulette' ? [entry.result.number] : []))}
        names={names}
      />
    );
  // The bead road reads oldest first.
  const results = history
    .flatMap((entry) => (entry.result.kind === 'baccarat' ? [entry.result.round] : []))
    .reverse();
  return <BeadRoad results={results} texts={baccaratTexts} />;
}

/**
 * The round's commitment and, after the result, its seed with the result drawn again here in the browser from
 * the seeds (the same draw as the server's).
 */
export function LiveFairness({
  round,
  variant,
  texts,
}: {
  round: LiveRoundView | null;
  variant: LiveVariant;
  texts: GameMessages<LiveMessages>;
}) {
  const headingId = useId();
  const verified = useMemo(() => {
    if (!round?.serverSeed || !round.result) return null;
    const stream = createRandomStream({
      serverSeed: round.serverSeed,
      clientSeed: round.clientSeed,
      nonce: round.number,
    });
    return (
      verifyServerSeed(round.serverSeed, round.serverSeedHash) &&
      JSON.stringify(drawLiveResult(variant, stream)) === JSON.stringify(round.result)
    );
  }, [round, variant]);
  if (!round) return null;
  return (
    <section className={styles.panel} aria-labelledby={headingId} data-testid="live-fairness">
      <h2 id={headingId} className={styles.heading}>
        {texts.t('fairness')}
      </h2>
      <dl className={styles.seeds}>
        <dt>{texts.t('roundNumber', { number: round.number })}</dt>
        <dd />
        <dt>{texts.t('seedHash')}</dt>
        <dd className={styles.code}>{round.serverSeedHash}</dd>
        <dt>{texts.t('tableSeed')}</dt>
        <dd className={styles.code}>{round.clientSeed}</dd>
        <dt>{texts.t('serverSeed')}</dt>
        <dd className={styles.code}>{round.serverSeed ?? texts.t('seedHidden')}</dd>
      </dl>
      {verified !== null ? (
        <p className={verified ? styles.verified : styles.failed}>
          {texts.t(verified ? 'verified' : 'verifyFailed')}
        </p>
      ) : null}
    </section>
  );
}
