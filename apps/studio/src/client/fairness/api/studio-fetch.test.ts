import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, refusal } from '../test-support/mock-fetch.ts';
import { getRounds } from './get-rounds.ts';
import { StudioApiError } from './studio-fetch.ts';
import { getRoundVerification } from './verify-round.ts';

afterEach(() => vi.unstubAllGlobals());

describe('studio API requests', () => {
  it('asks for the rounds of a game with escaped path and query', async () => {
    const { requests } = mockFetch({
      'GET /studio/api/sessions/a%2Fb/rounds?gameId=mighty+valhalla': { status: 200, body: { rounds: [] } },
    });
    await expect(getRounds('a/b', 'mighty valhalla')).resolves.toEqual([]);
    expect(requests).toHaveLength(1);
  });

  it('turns a refusal into an error with its code and status', async () => {
    mockFetch({ 'GET /studio/api/rounds/nope/verify': refusal(404, 'ROUND_NOT_FOUND') });
    const error = await getRoundVerification('nope').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StudioApiError);
    expect(error).toMatchObject({ status: 404, code: 'ROUND_NOT_FOUND' });
  });

  it('tells a failed connection from a refusal', async () => {
    mockFetch({ 'GET /studio/api/rounds/r1/verify': 'network-error' });
    await expect(getRoundVerification('r1')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });

  it('reports an answer that is not a refusal by its status', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502 })),
    );
    await expect(getRoundVerification('r1')).rejects.toMatchObject({ status: 502, code: 'UNKNOWN' });
  });
});
