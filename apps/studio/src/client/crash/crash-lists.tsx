import type { CrashBetView, CrashPastBet } from '../../shared/crash-api.ts';
import { useGameMessages } from '../i18n/game-messages.ts';
import { CRASH_TEXTS } from './messages/index.ts';
import styles from './crash-game.module.css';

/** The latest rounds' crash points, newest first. */
export function CrashHistory({
  history,
  times,
}: {
  history: readonly { roundId: string; crashPoint: number }[];
  times(hundredths: number): string;
}) {
  const game = useGameMessages(CRASH_TEXTS);
  return (
    <section className={styles.history} aria-label={game.t('history')}>
      <ol className={styles.points}>
        {history.map((entry) => (
          <li key={entry.roundId} className={entry.crashPoint >= 200 ? styles.high : styles.low}>
            {times(entry.crashPoint)}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Every bet of the round: who (a masked name), the stake, and the cash-out once it happens. */
export function CrashLiveBets({
  bets,
  mine,
  money,
  times,
}: {
  bets: readonly CrashBetView[];
  mine: ReadonlySet<string>;
  money(amount: number, currency: string): string;
  times(hundredths: number): string;
}) {
  const game = useGameMessages(CRASH_TEXTS);
  const total = bets.reduce((sum, bet) => sum + bet.stake, 0);
  const players = new Set(bets.map((bet) => bet.displayName)).size;
  const currency = bets[0]?.currency;
  return (
    <section className={styles.list} aria-label={game.t('liveBets')}>
      <h2 className={styles.listHeading}>
        {game.t('liveBets')} · {game.t('players', { count: players })}
        {currency && bets.every((bet) => bet.currency === currency)
          ? ` · ${game.t('totalBet', { amount: money(total, currency) })}`
          : ''}
      </h2>
      {bets.length === 0 ? (
        <p className={styles.empty}>{game.t('noBets')}</p>
      ) : (
        <table className={styles.table} data-testid="crash-live-bets">
          <BetColumns first={game.t('player')} />
          <tbody>
            {bets.map((bet) => (
              <tr key={bet.id} className={bet.cashedOutAt !== null ? styles.cashed : undefined}>
                <th scope="row">{mine.has(bet.id) ? game.t('you') : bet.displayName}</th>
                <td>{money(bet.stake, bet.currency)}</td>
                <td>{bet.cashedOutAt !== null ? times(bet.cashedOutAt) : game.t('riding')}</td>
                <td>{bet.payout !== null ? money(bet.payout, bet.currency) : '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The player's bets of earlier rounds in this visit. */
export function CrashMyBets({
  bets,
  money,
  times,
}: {
  bets: readonly CrashPastBet[];
  money(amount: number, currency: string): string;
  times(hundredths: number): string;
}) {
  const game = useGameMessages(CRASH_TEXTS);
  return (
    <section className={styles.list} aria-label={game.t('myBets')}>
      <h2 className={styles.listHeading}>{game.t('myBets')}</h2>
      {bets.length === 0 ? (
        <p className={styles.empty}>{game.t('noBets')}</p>
      ) : (
        <table className={styles.table}>
          <BetColumns first={game.t('roundNumber', { number: '' }).trim()} />
          <tbody>
            {bets.map((bet) => (
              <tr key={bet.id}>
                <th scope="row">
                  {bet.roundNumber} · {times(bet.crashPoint)}
                </th>
                <td>{money(bet.stake, bet.currency)}</td>
                <td>{bet.cashedOutAt !== null ? times(bet.cashedOutAt) : game.t('lost')}</td>
                <td>{money(bet.payout ?? 0, bet.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The head of a list of bets: who or which round, then the bet, its multiplier and its win. */
function BetColumns({ first }: { first: string }) {
  const game = useGameMessages(CRASH_TEXTS);
  return (
    <thead>
      <tr>
        <th scope="col">{first}</th>
        <th scope="col">{game.t('bet')}</th>
        <th scope="col">{game.t('multiplier')}</th>
        <th scope="col">{game.t('win')}</th>
      </tr>
    </thead>
  );
}
