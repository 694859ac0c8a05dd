import type { Game, GameMode } from '@casino/contracts';
import { gameNameParam } from './game-name-param.ts';

/** The query parameter of the game page holding the game's name (§2.2). */
export const GAME_NAME_PARAM = 'name';

/** The game page (unlocalized): `/game/<id>` for real money, `/game/<id>/demo` for the demo, with the name. */
export function gamePath(game: Pick<Game, 'id' | 'name'>, mode: GameMode): string {
  const path = `/game/${encodeURIComponent(game.id)}${mode === 'demo' ? '/demo' : ''}`;
  const name = gameNameParam(game.name);
  return name === '' ? path : `${path}?${new URLSearchParams({ [GAME_NAME_PARAM]: name }).toString()}`;
}

/** What a lobby tile does when pressed (§4 "Game play"). */
export type TileAction = { kind: 'open'; path: string } | { kind: 'signup' };

/**
 * A player opens the game page for real money; a guest goes straight to the demo when the game has one and is
 * asked to sign up otherwise.
 */
export function tileAction(game: Pick<Game, 'id' | 'name' | 'hasDemo'>, authenticated: boolean): TileAction {
  if (authenticated) return { kind: 'open', path: gamePath(game, 'real') };
  if (game.hasDemo) return { kind: 'open', path: gamePath(game, 'demo') };
  return { kind: 'signup' };
}

/** The router state the lobby hands to the game page: where the back button returns to. */
export interface GameRouteState {
  from: string;
}

/** The in-app path remembered in the router state, or null (a missing, foreign or odd value). */
export function backTarget(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const { from } = state;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}
