import type { ErrorBody } from '@casino/contracts';
import type { EndpointRequest, EndpointResponse, PlayerEndpointName } from '@casino/contracts/api-map';
import { endpointLineParts, fillEndpointPath } from '@casino/contracts/endpoint-line';
import { PLAYER_ENDPOINTS } from '@casino/contracts/player-endpoints';
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

/** What a call sends: the endpoint's path parameters, query and body, typed from the API map, and a signal. */
export type ApiCall<Name extends PlayerEndpointName> = EndpointRequest<Name> & {
  signal?: AbortSignal | undefined;
};

/** The call's argument, optional when the endpoint needs nothing. */
type ApiCallArgument<Name extends PlayerEndpointName> =
  object extends ApiCall<Name> ? [call?: ApiCall<Name>] : [call: ApiCall<Name>];

/**
 * Calls an endpoint of the player app (under /api) by its name in the API map of `@casino/contracts`, which
 * gives its method and path (`:param`s filled from `params`) and types what is sent and the 2xx answer. The
 * answer is not re-validated here: the server's serializer already checks every response against the same
 * contract schema, and leaving zod out of the browser's first load keeps the lobby within its JavaScript
 * budget. Anything but 2xx throws an ApiError.
 */
export async function callApi<Name extends PlayerEndpointName>(
  name: Name,
  ...[call]: ApiCallArgument<Name>
): Promise<EndpointResponse<Name>> {
  const { method, path } = endpointLineParts(PLAYER_ENDPOINTS[name]);
  const { params, query, body, signal } = (call ?? {}) as {
    params?: Readonly<Record<string, string | number>>;
    query?: Readonly<Record<string, unknown>>;
    body?: unknown;
    signal?: AbortSignal | undefined;
  };
  return (await send(method, fillEndpointPath(path, params), query, body, signal)) as EndpointResponse<Name>;
}

async function send(
  method: string,
  path: string,
  query: Readonly<Record<string, unknown>> | undefined,
  body: unknown,
  signal: AbortSignal | undefined,
): Promise<unknown> {
  const csrf = method === 'GET' || method === 'HEAD' ? null : readCookie(CSRF_COOKIE);
  const url = new URL(`/api${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) url.searchParams.set(key, String(value));
  let response: Response;
  try {
    response = await fetch(url, {
      credentials: 'same-origin',
      method,
      signal,
      headers: {
        accept: 'application/json',
        ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
        ...(csrf ? { [CSRF_HEADER]: csrf } : {}),
      },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'network', 'network error');
  }
  if (response.status === 204) return undefined;
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (isErrorBody(json))
      throw new ApiError(response.status, json.error.code, json.error.message, json.error.details);
    throw new ApiError(response.status, 'internal', `HTTP ${response.status}`);
  }
  return json;
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
