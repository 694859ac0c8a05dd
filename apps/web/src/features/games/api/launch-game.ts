import { useMutation } from '@tanstack/react-query';
import type { GameLaunchRequest } from '@casino/contracts';
import { callApi } from '../../../lib/api-client.ts';

export interface LaunchVariables extends GameLaunchRequest {
  gameId: string;
  /** Which launch of the page this is (a relaunch asks again with the same mode and language); not sent. */
  attempt: number;
}

/**
 * POST /api/games/:id/launch: the address of the provider's game client for this mode and language. Refusals
 * are ApiErrors (see lib/launch-refusal.ts).
 */
export function launchGame({ gameId, attempt: _attempt, ...request }: LaunchVariables) {
  return callApi('launchGame', { params: { id: gameId }, body: request });
}

/** Each launch is a new game session (a new token for real money), so it is a mutation, never cached. */
export function useLaunchGame() {
  return useMutation({ mutationFn: launchGame });
}
