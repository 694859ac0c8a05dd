/**
 * JSON requests to the studio's game server (relative /studio/api/… URLs, same origin as the game client).
 * A refusal (`{ error: { code, message } }`) or a failed connection becomes a StudioApiError.
 */

/** Codes the fairness screens explain; any other refusal code is shown as an unexpected error. */
export type StudioErrorCode =
  | 'SESSION_NOT_FOUND'
  | 'ROUND_NOT_FOUND'
  | 'FEATURE_IN_PROGRESS'
  | 'INVALID_REQUEST'
  /** The server could not be reached. */
  | 'NETWORK'
  | (string & {});

export class StudioApiError extends Error {
  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    readonly code: StudioErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'StudioApiError';
  }
}

export interface StudioRequest {
  readonly method?: 'GET' | 'POST' | 'PUT';
  readonly body?: unknown;
  readonly signal?: AbortSignal;
}

/** `T` is the answer's type from shared/play-api.ts; the server owns that shape. */
export async function studioFetch<T>(path: string, request: StudioRequest = {}): Promise<T> {
  const { method = 'GET', body, signal } = request;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      signal,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new StudioApiError(0, 'NETWORK', 'the game server could not be reached');
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (isRefusal(json)) throw new StudioApiError(response.status, json.error.code, json.error.message);
    throw new StudioApiError(response.status, 'UNEXPECTED', `HTTP ${response.status}`);
  }
  return json as T;
}

function isRefusal(value: unknown): value is { error: { code: string; message: string } } {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error: unknown = value.error;
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    'message' in error &&
    typeof error.message === 'string'
  );
}

/** A path segment taken from user input or an answer, escaped. */
export function segment(value: string): string {
  return encodeURIComponent(value);
}
