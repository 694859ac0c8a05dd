import type { FreeRoundsAward, FreeRoundsCreateRequest } from '@casino/contracts';

/**
 * The free-rounds API of the game providers (docs/free-rounds.md), as the bonus engine uses it: create an award of
 * rounds (idempotent by its id), cancel it, read it. Each call throws FreeRoundsUnavailableError when the provider
 * cannot be reached or answers a failure; a refusal (an unknown game, a bet the game cannot play) throws
 * FreeRoundsRefusedError, which no retry changes.
 */
export interface FreeRoundsProviders {
  create(provider: string, request: FreeRoundsCreateRequest): Promise<FreeRoundsAward>;
  cancel(provider: string, id: string): Promise<FreeRoundsAward>;
  status(provider: string, id: string): Promise<FreeRoundsAward>;
}

export class FreeRoundsUnavailableError extends Error {
  override name = 'FreeRoundsUnavailableError';
}

export class FreeRoundsRefusedError extends Error {
  override name = 'FreeRoundsRefusedError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
