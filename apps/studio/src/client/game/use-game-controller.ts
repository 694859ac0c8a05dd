import { useEffect, useState, useSyncExternalStore } from 'react';
import type { SessionView } from '../../shared/play-api.ts';
import { postToParent } from '../frame/post-to-parent.ts';
import { useSound } from '../sound/sound-context.tsx';
import type { GameEffects } from './game-store.ts';

interface StoreController<S> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): S;
  dispose(): void;
}

/**
 * A game's controller for as long as its screen is open, and the snapshot to draw. `create` runs once, with the
 * effects every game has: balances, rounds (begun, then shown) and refused stakes go to the framing page,
 * sounds play, a fatal error goes to `onFatal`.
 */
export function useGameController<S, C extends StoreController<S>>(
  session: SessionView,
  onFatal: (code: string) => void,
  create: (effects: GameEffects) => C & StoreController<S>,
): { readonly controller: C; readonly state: S } {
  const sound = useSound();
  const [controller] = useState(() =>
    create({
      onBalance: (balance) =>
        postToParent({ type: 'balance', balance, currency: session.currency, mode: session.mode }),
      onRoundStart: () => postToParent({ type: 'round-start', gameId: session.gameId }),
      onRoundResult: (balance) =>
        postToParent({
          type: 'round-result',
          gameId: session.gameId,
          balance,
          currency: session.currency,
          mode: session.mode,
        }),
      onInsufficientFunds: () => postToParent({ type: 'insufficient-funds', gameId: session.gameId }),
      onFatal,
      sound: (effect) => sound.play(effect),
    }),
  );
  const state = useSyncExternalStore(controller.subscribe, controller.getSnapshot);
  useEffect(() => () => controller.dispose(), [controller]);
  return { controller, state };
}
