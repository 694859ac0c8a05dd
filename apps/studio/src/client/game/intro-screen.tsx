import { useEffect, useRef } from 'react';
import type { GameDetails, SessionView } from '../../shared/play-api.ts';
import { useMessages } from '../i18n/index.ts';
import { InfoContent } from '../paytable/info-content.tsx';
import styles from './intro-screen.module.css';

/** Before play: the game, its RTP and volatility, the paytable and rules, and the Play button. */
export function IntroScreen({
  session,
  details,
  onPlay,
}: {
  session: SessionView;
  details: GameDetails;
  onPlay(): void;
}) {
  const { t } = useMessages();
  const playRef = useRef<HTMLButtonElement>(null);
  const resuming = session.unfinishedRound?.feature != null;
  // A blackjack or video poker hand or a mines board left half-played.
  const resumingRound = session.unfinishedRound?.status === 'playing';

  useEffect(() => {
    playRef.current?.focus({ preventScroll: true });
  }, []);

  return (
    <main className={styles.intro}>
      <div className={styles.scroll}>
        <header className={styles.header}>
          <h1 className={styles.name}>{details.game.name}</h1>
          <p className={styles.studio}>{t('byStudio', { studio: details.game.studio.name })}</p>
          {session.mode === 'demo' ? <p className={styles.demo}>{t('demoNote')}</p> : null}
        </header>
        {resuming || resumingRound ? (
          <p className={styles.resume} role="status">
            {t(resuming ? 'resumeNotice' : 'resumeRoundNotice')}
          </p>
        ) : null}
        <div className={styles.content}>
          <InfoContent
            details={details}
            bet={session.unfinishedRound?.bet ?? session.freeRounds?.bet ?? session.bets.defaultBet}
            headingLevel={2}
          />
        </div>
        <div className={styles.actions}>
          <button ref={playRef} type="button" className={styles.play} onClick={onPlay}>
            {resuming ? t('continueFreeSpins') : resumingRound ? t('continueRound') : t('play')}
          </button>
        </div>
      </div>
    </main>
  );
}
