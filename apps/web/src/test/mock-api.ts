import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  /** The parsed JSON body, or the body as sent (FormData) when it is not a string. */
  body: unknown;
}

export interface Reply {
  status: number;
  body?: unknown;
}

/** A function decides the reply from the call (and its address); any other value is answered 200 as JSON. */
export type Answer = unknown;

/**
 * Replaces fetch with answers keyed by "METHOD /api/path" (the query is ignored); unknown calls answer 404.
 * Every call is recorded.
 */
export function mockApi(answers: Record<string, Answer>) {
  const calls: RecordedCall[] = [];
  /** The address of each call, query included, in the order of `calls`. */
  const urls: URL[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request ? request.url : String(input));
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const raw = init?.body;
    const call: RecordedCall = {
      method,
      path: url.pathname,
      body: typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw,
    };
    calls.push(call);
    urls.push(url);
    const answer = answers[`${method} ${url.pathname}`];
    const { status, body } =
      typeof answer === 'function'
        ? (answer as (call: RecordedCall, url: URL) => Reply)(call, url)
        : answer === undefined
          ? notFound
          : { status: 200, body: answer };
    if (status === 204) return new Response(null, { status });
    return new Response(JSON.stringify(body ?? {}), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls, urls };
}

const errorBody = (code: string) => ({ error: { code, message: code } });
const notFound: Reply = { status: 404, body: errorBody('not_found') };

/** An answer with this status and body. */
export const reply = (status: number, body?: unknown) => (): Reply => ({ status, body });

/** An answer with this status and the API error body of `code`. */
export const apiError = (status: number, code: string) => reply(status, errorBody(code));
