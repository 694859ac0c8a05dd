import { useCallback, useEffect, useRef, useState } from 'react';
import type { GameLaunch, GameMode } from '@casino/contracts';
import type { Language } from '@casino/rules';
import { useLaunchGame } from '../api/launch-game.ts';

export interface GameLaunchOptions {
  gameId: string;
  mode: GameMode;
  language: Language;
  /** False while something already stops the game (a guest on real money, a restricted game…). */
  enabled: boolean;
}

export interface GameLaunchState {
  /** The launch of the current mode and language, once the server answered. */
  launch: GameLaunch | null;
  /** The refusal of the current launch, or null. */
  error: unknown;
  pending: boolean;
  /** Different for every launch: the frame is keyed by it, so a relaunch starts a fresh game client. */
  launchKey: string;
  relaunch: () => void;
}

/**
 * Launches the game when the page opens and again whenever the mode, the language or a relaunch asks for it.
 * Answers only what belongs to the current request: an older launch never shows after a switch.
 */
export function useGameLaunch({ gameId, mode, language, enabled }: GameLaunchOptions): GameLaunchState {
  const [attempt, setAttempt] = useState(0);
  const { mutate, reset, data, error, variables, isPending } = useLaunchGame();
  const launchKey = `${gameId}/${mode}/${language}/${attempt}`;
  // React's development double effects would otherwise open two game sessions for one page.
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!enabled) {
      started.current = null;
      reset();
      return;
    }
    if (started.current === launchKey) return;
    started.current = launchKey;
    mutate({ gameId, mode, language, attempt });
  }, [enabled, launchKey, gameId, mode, language, attempt, mutate, reset]);

  const current =
    enabled &&
    variables?.gameId === gameId &&
    variables.mode === mode &&
    variables.language === language &&
    variables.attempt === attempt;
  const relaunch = useCallback(() => setAttempt((value) => value + 1), []);
  return {
    launch: current ? (data ?? null) : null,
    error: current ? error : null,
    pending: enabled && (!current || isPending),
    launchKey,
    relaunch,
  };
}
