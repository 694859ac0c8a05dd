import type { ErrorBody } from '@casino/contracts';
import { ERROR_CODES, type ErrorCode } from '@casino/contracts/error-codes';

/** One item of an error body's `details`: which field (`path`) and what is wrong with it (`message`). */
export type ApiErrorDetail = NonNullable<ErrorBody['error']['details']>[number];

/**
 * An answer other than 2xx. `code` maps to the translation key `apiErrors.<code>`; `details` lists the fields
 * concerned when the server names them (validation_failed, profile_incomplete).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'network',
    message: string,
    readonly details: readonly ApiErrorDetail[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiRequest extends Omit<RequestInit, 'body'> {
  query?: Record<string, string | number | undefined>;
  body?: unknown;
}

/**
 * Calls the platform API under /api. `T` is the contract's response type. The answer is not re-validated
 * here: the server's serializer already checks every response against the same contract schema, and
 * leaving zod out of the browser's first load keeps the lobby within its JavaScript budget.
 */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const { query, body, headers, ...init } = request;
  const method = (init.method ?? 'GET').toUpperCase();
  const csrf = method === 'GET' || method === 'HEAD' ? null : readCookie(CSRF_COOKIE);
  const url = new URL(`/api${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) url.searchParams.set(key, String(value));
  let response: Response;
  try {
    response = await fetch(url, {
      credentials: 'same-origin',
      ...init,
      headers: {
        accept: 'application/json',
        ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
        ...(csrf ? { [CSRF_HEADER]: csrf } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'network', 'network error');
  }
  if (response.status === 204) return undefined as T;
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (isErrorBody(json))
      throw new ApiError(response.status, json.error.code, json.error.message, json.error.details);
    throw new ApiError(response.status, 'internal', `HTTP ${response.status}`);
  }
  return json as T;
}

/**
 * The session's CSRF token: the server sets it in a cookie that scripts may read (the session cookie itself is
 * httpOnly) and expects it back in a header on every write, which another site cannot do.
 */
const CSRF_COOKIE = 'csrf_token';
const CSRF_HEADER = 'x-csrf-token';

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

function isErrorBody(json: unknown): json is ErrorBody {
  if (typeof json !== 'object' || json === null || !('error' in json)) return false;
  const { error } = json;
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (ERROR_CODES as readonly unknown[]).includes(error.code) &&
    'message' in error &&
    typeof error.message === 'string'
  );
}
