/** A refusal of the platform's free-rounds call, answered as `freeRoundsErrorSchema` with its HTTP status. */
import type { FreeRoundsError, FreeRoundsErrorCode } from '@casino/contracts';

const STATUS: Record<FreeRoundsErrorCode, number> = {
  INVALID_REQUEST: 400,
  UNKNOWN_GAME: 400,
  INVALID_BET: 400,
  INVALID_SIGNATURE: 401,
  NOT_FOUND: 404,
  ID_REUSED: 409,
};

export class FreeRoundsRefusal extends Error {
  readonly status: number;
  constructor(
    readonly code: FreeRoundsErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'FreeRoundsRefusal';
    this.status = STATUS[code];
  }

  get body(): FreeRoundsError {
    return { status: 'ERROR', code: this.code, message: this.message };
  }
}
