import { useCallback, useEffect, useState } from 'react';
import type { GameDetails, SessionView } from '../../shared/play-api.ts';
import { getGameDetails } from '../api/get-game-details.ts';
import { openSession } from '../api/open-session.ts';
import { postToParent } from '../frame/post-to-parent.ts';
import type { Route } from '../route.ts';
import { canRetryOpening, errorCodeOf } from './error-codes.ts';

export type GameSessionState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly code: string }
  | { readonly status: 'ready'; readonly session: SessionView; readonly details: GameDetails };

type PlayRoute = Extract<Route, { page: 'play' }>;

/** Opens the session (then the game's details in its currency) and tells the framing page. */
export function useGameSession(route: PlayRoute): { state: GameSessionState; retry(): void } {
  const [state, setState] = useState<GameSessionState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { gameId, mode, token, currency, language } = route;

  useEffect(() => {
    let current = true;
    (async () => {
      const session = await openSession({
        gameId,
        mode,
        language,
        ...(mode === 'real' ? (token ? { token } : {}) : { currency }),
      });
      const details = await getGameDetails(gameId, session.currency);
      return { session, details };
    })().then(
      ({ session, details }) => {
        if (!current) return;
        setState({ status: 'ready', session, details });
        postToParent({ type: 'ready', gameId: session.gameId });
        postToParent({
          type: 'balance',
          balance: session.balance,
          currency: session.currency,
          mode: session.mode,
        });
      },
      (error: unknown) => {
        if (!current) return;
        const code = errorCodeOf(error);
        setState({ status: 'failed', code });
        if (!canRetryOpening(code)) postToParent({ type: 'error', code });
      },
    );
    return () => {
      current = false;
    };
  }, [gameId, mode, token, currency, language, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { state, retry };
}
