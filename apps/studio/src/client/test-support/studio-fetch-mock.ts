import { vi } from 'vitest';

/** One answer of the mocked game server: a JSON body and its status (200 unless said). */
export interface MockAnswer {
  readonly status?: number;
  readonly body: unknown;
}

export interface RecordedCall {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

/**
 * Replaces fetch with a game server answering "METHOD /path" (query included) from `routes`; a list answers
 * its entries in turn. Calls are recorded; an unknown route fails the test.
 */
export function mockStudioServer(routes: Record<string, MockAnswer | MockAnswer[]>) {
  const calls: RecordedCall[] = [];
  const served = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path =
      typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url;
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path, body });
    const key = `${method} ${path}`;
    const route = routes[key];
    if (!route) throw new Error(`no mocked answer for ${key}`);
    const count = served.get(key) ?? 0;
    served.set(key, count + 1);
    const answer = Array.isArray(route) ? (route[Math.min(count, route.length - 1)] as MockAnswer) : route;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}

export function refusal(status: number, code: string, balance?: number): MockAnswer {
  return { status, body: { error: { code, message: code, ...(balance !== undefined ? { balance } : {}) } } };
}
