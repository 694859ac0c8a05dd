import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioRoundPlayer } from './studio-round-player.ts';

interface Received {
  url: string;
  body: unknown;
}

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text ? JSON.parse(text) : null;
}

describe('the studio round player', () => {
  const received: Received[] = [];
  const spins = () => received.filter((entry) => entry.url.endsWith('/spin')).length;
  const freeSpins = () => received.filter((entry) => entry.url.endsWith('/free-spin')).length;
  let studioUrl = '';
  const server = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      received.push({ url: request.url ?? '', body });
      const json = (status: number, value: object) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (request.url === '/studio/api/games') return json(200, { games: [] });
      if (request.url === '/studio/api/sessions')
        return json(201, { sessionId: 'session-1', bets: { levels: [10, 100], defaultBet: 100 } });
      // The first slot spin starts two free spins; the feature ends with the second.
      if (request.url?.endsWith('/spin'))
        return json(200, { round: { status: spins() === 1 ? 'feature' : 'closed' }, balance: 1000 });
      if (request.url?.endsWith('/free-spin'))
        return json(200, { round: { status: freeSpins() === 2 ? 'paying' : 'feature' }, balance: 1000 });
      // The third round's stake is refused (e.g. the balance ran out): it is not counted as played.
      const rounds = received.filter((entry) => entry.url.endsWith('/dice')).length;
      return json(200, { round: { status: rounds === 3 ? 'void' : 'closed' }, balance: 1000 });
    });
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    studioUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('opens a real-money session with the launch token, then plays dice rounds at the default bet', async () => {
    const player = studioRoundPlayer(studioUrl);
    expect(await player.unavailable()).toBeNull();
    const launch = {
      url: `${studioUrl}/studio/play/thundering-runes-dice?mode=real&token=launch-token-1&lang=en`,
      mode: 'real' as const,
      currency: 'EUR',
      expiresAt: null,
      bonusWagering: null,
    };
    expect(await player.play(launch, 4)).toBe(3);
    expect(received.filter((entry) => entry.url !== '/studio/api/games')).toEqual([
      {
        url: '/studio/api/sessions',
        body: { gameId: 'thundering-runes-dice', mode: 'real', token: 'launch-token-1', language: 'en' },
      },
      ...['over', 'under', 'over', 'under'].map((direction) => ({
        url: '/studio/api/sessions/session-1/dice',
        body: { bet: 100, target: 50, direction },
      })),
    ]);
  });

  it('plays slot spins at the default bet, and the free spins a spin starts until its feature ends', async () => {
    received.length = 0;
    const launch = {
      url: `${studioUrl}/studio/play/fruit-lines?mode=real&token=launch-token-2&lang=en`,
      mode: 'real' as const,
      currency: 'EUR',
      expiresAt: null,
      bonusWagering: null,
    };
    expect(await studioRoundPlayer(studioUrl).play(launch, 2, 'slot')).toBe(2);
    expect(received.map((entry) => entry.url)).toEqual([
      '/studio/api/sessions',
      '/studio/api/sessions/session-1/spin',
      '/studio/api/sessions/session-1/free-spin',
      '/studio/api/sessions/session-1/free-spin',
      '/studio/api/sessions/session-1/spin',
    ]);
  });

  it('says why it cannot play without a studio, or when the studio does not answer', async () => {
    expect(await studioRoundPlayer(null).unavailable()).toBe('no studio is configured (STUDIO_URL is empty)');
    // Port 9 (discard) has nothing listening on a test machine.
    expect(await studioRoundPlayer('http://127.0.0.1:9').unavailable()).toBe(
      'the studio at http://127.0.0.1:9 does not answer',
    );
  });
});
