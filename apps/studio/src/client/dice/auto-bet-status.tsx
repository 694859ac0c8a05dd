import { useMessages, type MessageKey } from '../i18n/index.ts';
import type { AutoBetSnapshot } from './auto-bet.ts';
import type { AutoBetStop } from './auto-bet-rules.ts';
import styles from './auto-bet.module.css';

const STOP_MESSAGES: Readonly<Record<AutoBetStop, MessageKey>> = {
  rolls: 'autoStoppedRolls',
  profit: 'autoStoppedProfit',
  loss: 'autoStoppedLoss',
  win: 'autoStoppedWin',
  funds: 'autoStoppedFunds',
  error: 'autoStoppedError',
  player: 'autoStoppedPlayer',
};

/** How the auto-bet run goes (rolls played, the result so far) and, once it has ended, why. */
export function AutoBetStatus({ auto, money }: { auto: AutoBetSnapshot; money: (amount: number) => string }) {
  const { t } = useMessages();
  const { progress } = auto;
  const result = `${progress.profit > 0 ? '+' : ''}${money(progress.profit)}`;
  const stopped = auto.running ? null : auto.stopped;
  return (
    <div className={styles.status} role="status" data-testid="auto-status">
      {stopped !== null ? <p>{t(STOP_MESSAGES[stopped])}</p> : null}
      {auto.stopping ? <p>{t('autoStopping')}</p> : null}
      {auto.running || stopped !== null ? (
        <p className={styles.summary}>
          {t('autoSummary', { played: progress.played, rolls: auto.rolls, result })}
        </p>
      ) : null}
    </div>
  );
}
