import { useCallback, useState } from 'react';
import { postToParent } from '../frame/post-to-parent.ts';
import { useMessages } from '../i18n/index.ts';
import type { Route } from '../route.ts';
import { canRetryOpening, fatalMessage } from './error-codes.ts';
import { GameScreen } from './game-screen.tsx';
import { ErrorScreen, LoadingScreen } from './status-screens.tsx';
import { useGameSession } from './use-game-session.ts';

/** /studio/play/:gameId: opens the session and shows the game, or why it cannot be played. */
export function GameApp({ route }: { route: Extract<Route, { page: 'play' }> }) {
  const { t } = useMessages();
  const { state, retry } = useGameSession(route);
  const [fatal, setFatal] = useState<string | null>(null);

  const stop = useCallback((code: string) => {
    setFatal(code);
    postToParent({ type: 'error', code });
  }, []);

  if (fatal !== null) return <ErrorScreen message={t(fatalMessage(fatal))} />;
  if (state.status === 'loading') return <LoadingScreen />;
  if (state.status === 'failed') {
    return (
      <ErrorScreen
        message={t(fatalMessage(state.code))}
        {...(canRetryOpening(state.code) ? { onRetry: retry } : {})}
      />
    );
  }
  return <GameScreen session={state.session} details={state.details} onFatal={stop} />;
}
