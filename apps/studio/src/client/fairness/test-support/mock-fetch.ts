/** A fetch stand-in answering by "METHOD path" and recording every request. */
import { vi } from 'vitest';

export type MockAnswer = { status: number; body: unknown } | 'network-error';

export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly body: unknown;
}

export function mockFetch(answers: Record<string, MockAnswer | MockAnswer[]>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    requests.push({
      method,
      url,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    });
    const key = `${method} ${url}`;
    const queued = answers[key];
    const answer = Array.isArray(queued) ? (queued.length > 1 ? queued.shift() : queued[0]) : queued;
    if (answer === undefined) throw new Error(`unexpected request ${key}`);
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests };
}

export function refusal(status: number, code: string): MockAnswer {
  return { status, body: { error: { code, message: code.toLowerCase() } } };
}
