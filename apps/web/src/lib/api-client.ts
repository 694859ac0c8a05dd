import type { z } from 'zod';
import { errorBodySchema, type ErrorCode } from '@casino/contracts';

/** An answer other than 2xx. `code` maps to the translation key `apiErrors.<code>`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'network',
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiRequest extends Omit<RequestInit, 'body'> {
  query?: Record<string, string | number | undefined>;
  body?: unknown;
}

/** Calls the platform API under /api and parses the answer with the contract schema. */
export async function apiFetch<S extends z.ZodType>(path: string, schema: S, request: ApiRequest = {}): Promise<z.infer<S>> {
  const { query, body, headers, ...init } = request;
  const url = new URL(`/api${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
  let response: Response;
  try {
    response = await fetch(url, {
      credentials: 'same-origin',
      ...init,
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'network', 'network error');
  }
  if (response.status === 204) return schema.parse(undefined);
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(json);
    if (parsed.success) throw new ApiError(response.status, parsed.data.error.code, parsed.data.error.message);
    throw new ApiError(response.status, 'internal', `HTTP ${response.status}`);
  }
  return schema.parse(json);
}
