/** JSON over HTTP to the studio's game server (relative URLs: the client is served from the studio's origin). */

/** A refusal of the game server (`{ error: { code, message, balance? } }`), or NETWORK when it was not reached. */
export class StudioApiError extends Error {
  readonly code: string;
  readonly status: number;
  /** The balance some refusals carry (INSUFFICIENT_FUNDS). */
  readonly balance: number | undefined;

  constructor(code: string, status: number, message: string, balance?: number) {
    super(message);
    this.name = 'StudioApiError';
    this.code = code;
    this.status = status;
    this.balance = balance;
  }
}

export const NETWORK_ERROR = 'NETWORK';

interface RefusalBody {
  error?: { code?: unknown; message?: unknown; balance?: unknown };
}

export interface StudioRequestOptions {
  readonly method?: 'GET' | 'POST' | 'PUT';
  readonly body?: unknown;
  /** Aborting rejects with the abort error itself, not a NETWORK refusal. */
  readonly signal?: AbortSignal;
}

/** `T` is the answer's type from shared/play-api.ts; the server owns that shape. */
export async function studioRequest<T>(path: string, options: StudioRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      ...(signal ? { signal } : {}),
      headers: {
        accept: 'application/json',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new StudioApiError(NETWORK_ERROR, 0, 'the game server could not be reached');
  }
  const parsed = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (parsed as RefusalBody | null)?.error;
    throw new StudioApiError(
      typeof error?.code === 'string' ? error.code : 'UNKNOWN',
      response.status,
      typeof error?.message === 'string' ? error.message : `HTTP ${response.status}`,
      typeof error?.balance === 'number' ? error.balance : undefined,
    );
  }
  if (parsed === null) throw new StudioApiError('UNKNOWN', response.status, 'the answer is not JSON');
  return parsed as T;
}
