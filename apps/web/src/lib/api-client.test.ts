import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi } from './api-client.ts';

function answer(body: unknown, status = 200) {
  const fetchMock = vi.fn(
    async (_url: URL, _init?: RequestInit) =>
      new Response(status === 204 ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sent(fetchMock: ReturnType<typeof answer>): { url: URL; init: RequestInit } {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  if (!url || !init) throw new Error('fetch was not called');
  return { url, init };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'csrf_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('callApi', () => {
  it('calls the endpoint at its method and path, with its path parameters encoded and its query', async () => {
    const fetchMock = answer({ page: { code: 'a' } });
    await callApi('getInfoPage', { params: { code: 'terms/and?conditions' }, query: { lang: 'de' } });
    const { url, init } = sent(fetchMock);
    expect(url.pathname).toBe('/api/content/info-pages/terms%2Fand%3Fconditions');
    expect(url.searchParams.get('lang')).toBe('de');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
  });

  it('leaves out query values that are undefined', async () => {
    const fetchMock = answer({ games: [], total: 0, page: 1, pageSize: 15 });
    await callApi('getGames', { query: { category: undefined, page: 2 } });
    expect(sent(fetchMock).url.search).toBe('?page=2');
  });

  it('sends a JSON body with the CSRF token on writes, and answers the 2xx body', async () => {
    document.cookie = 'csrf_token=token-1';
    const fetchMock = answer({ url: 'https://game.example/play' });
    const launch = await callApi('launchGame', {
      params: { id: 'studio:game 1' },
      body: { mode: 'demo', language: 'en' },
    });
    const { url, init } = sent(fetchMock);
    expect(url.pathname).toBe('/api/games/studio%3Agame%201/launch');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ mode: 'demo', language: 'en' }));
    expect(init.headers).toMatchObject({ 'content-type': 'application/json', 'x-csrf-token': 'token-1' });
    expect(launch).toEqual({ url: 'https://game.example/play' });
  });

  it('answers undefined for 204 No Content', async () => {
    answer(null, 204);
    await expect(callApi('logout')).resolves.toBeUndefined();
  });

  it('throws an ApiError with the code of an error answer', async () => {
    answer({ error: { code: 'unauthorized', message: 'Sign in to continue.' } }, 401);
    const failure = await callApi('getMe').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, code: 'unauthorized' });
  });
});

/** Compiled, never run: the API map types what a call sends and what it answers. */
export async function typesOfCalls(): Promise<void> {
  // @ts-expect-error -- getTransaction has a path parameter, so a call without it does not compile
  await callApi('getTransaction');
  // @ts-expect-error -- a path parameter the endpoint does not have
  await callApi('getTransaction', { params: { id: 'x' } });
  // @ts-expect-error -- a body that does not match the endpoint's request schema
  await callApi('login', { body: { email: 1 } });
  // @ts-expect-error -- staff endpoints are not part of the player app's table
  await callApi('listStaffGames');
  const balance: { currency: string } = await callApi('getShortBalance');
  const noContent: undefined = await callApi('logout');
  void [balance, noContent];
}
