import { useState } from 'react';
import type { GameDetails, SessionView } from '../../shared/play-api.ts';
import { cssVars } from '../lib/css-vars.ts';
import { GameOfKind } from './game-of-kind.tsx';
import { IntroScreen } from './intro-screen.tsx';
import styles from './game-screen.module.css';

/** An opened game in its theme: the intro first, then the game's own screen. */
export function GameScreen({
  session,
  details,
  onFatal,
}: {
  session: SessionView;
  details: GameDetails;
  onFatal(code: string): void;
}) {
  const [playing, setPlaying] = useState(false);
  const { theme, rules } = details;
  return (
    <div
      className={styles.root}
      style={cssVars({
        '--theme-from': theme.from,
        '--theme-to': theme.to,
        '--theme-accent': theme.accent,
        '--theme-text': theme.text,
      })}
    >
      {!playing ? (
        <IntroScreen session={session} details={details} onPlay={() => setPlaying(true)} />
      ) : (
        <GameOfKind session={session} details={details} rules={rules} onFatal={onFatal} />
      )}
    </div>
  );
}
