import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { CatalogueGameJson, GameList, StudioCatalogue } from '@casino/contracts';
import type { Platform } from '../../platform/platform.ts';
import { createWallet } from '../wallet/wallet.module.ts';

export const FAKE_STUDIO_URL = 'https://studio.example';
const NORTH = { id: 'northern-lights', name: 'Northern Lights Gaming' };
const EMBER = { id: 'ember-forge', name: 'Ember Forge' };

function fakeGame(
  id: string,
  name: string,
  studio: { id: string; name: string },
  fields: Partial<CatalogueGameJson> & Pick<CatalogueGameJson, 'type' | 'categories'>,
): CatalogueGameJson {
  return {
    id,
    name,
    studio,
    badges: [],
    hasDemo: true,
    isWagering: true,
    rtp: 0.96,
    bonusBuyRtp: null,
    volatility: 'medium',
    images: {
      desktop: `${FAKE_STUDIO_URL}/studio/art/${id}/desktop.svg`,
      mobile: `${FAKE_STUDIO_URL}/studio/art/${id}/mobile.svg`,
    },
    gradientColor: '#3b5b7a',
    launchUrl: `${FAKE_STUDIO_URL}/studio/play/${id}`,
    ...fields,
  };
}

const slots = { id: 10, slug: 'slots' };

/**
 * A small catalogue in the studio's published format: one game of each type, one without a demo. A fresh copy
 * every call, so that a test may change it.
 */
export function fakeCatalogue(): StudioCatalogue {
  return structuredClone(catalogue());
}

function catalogue(): StudioCatalogue {
  return {
    version: 1,
    provider: 'lumen-studio',
    studios: [NORTH, EMBER],
    categories: [
      { id: 1, slug: 'new' },
      { id: 2, slug: 'top' },
      slots,
      { id: 11, slug: 'megaways' },
      { id: 12, slug: 'bonus-buy' },
      { id: 13, slug: 'instant_games' },
      { id: 14, slug: 'dice' },
      { id: 587, slug: 'dropwins' },
    ],
    games: [
      fakeGame('mighty-valhalla', 'Mighty Valhalla', NORTH, {
        type: 'slot-ways',
        categories: [slots, { id: 1, slug: 'new' }],
        badges: ['new', 'wagering'],
        rtp: 0.9600004,
        volatility: 'high',
      }),
      fakeGame('fruit-lines', 'Fruit Lines', NORTH, {
        type: 'slot-lines',
        categories: [slots, { id: 2, slug: 'top' }],
        badges: ['top', 'wagering'],
        rtp: 0.9612,
        volatility: 'low',
        gradientColor: '#a83232',
      }),
      fakeGame('ember-megaways', 'Ember Megaways', EMBER, {
        type: 'megaways',
        categories: [slots, { id: 11, slug: 'megaways' }],
        badges: ['wagering'],
        rtp: 0.9587,
        volatility: 'high',
      }),
      fakeGame('dragon-buy', 'Dragon Buy', EMBER, {
        type: 'bonus-buy',
        categories: [slots, { id: 12, slug: 'bonus-buy' }],
        isWagering: false,
        rtp: 0.9631,
        bonusBuyRtp: 0.9702,
      }),
      fakeGame('jungle-drops', 'Jungle Drops', NORTH, {
        type: 'drops-and-wins',
        categories: [slots, { id: 587, slug: 'dropwins' }],
        badges: ['wagering'],
        rtp: 0.9555,
      }),
      fakeGame('ember-dice', 'Ember Dice', EMBER, {
        type: 'dice',
        categories: [
          { id: 13, slug: 'instant_games' },
          { id: 14, slug: 'dice' },
        ],
        hasDemo: false,
        isWagering: false,
        rtp: 0.99,
        volatility: 'low',
      }),
    ],
  };
}

/**
 * A stand-in for the studio's catalogue endpoint on a local port, for STUDIO_URL: it serves `catalogue` (change it
 * between calls), or fails with `failWith` when set.
 */
export async function startFakeStudio(initial: unknown = fakeCatalogue()) {
  const state: { catalogue: unknown; failWith: number | null; requests: number } = {
    catalogue: initial,
    failWith: null,
    requests: 0,
  };
  const server = createServer((request, response) => {
    state.requests += 1;
    if (request.url !== '/studio/api/games') return response.writeHead(404).end();
    if (state.failWith !== null) return response.writeHead(state.failWith).end('unavailable');
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(state.catalogue));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits until the lobby lists games: the catalogue import at start runs in the background. */
export async function untilCatalogueImported(app: FastifyInstance, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await app.inject({ method: 'GET', url: '/api/games' });
    if (response.json<GameList>().total > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the catalogue was not imported at start');
}

/** Puts bonus money on the player's bonus balance, as the bonus engine will. */
export async function giveBonus(platform: Platform, userId: string, amount: number, currency = 'EUR') {
  const wallet = createWallet(platform, {
    currencyOf: async () => 'EUR',
    setCurrency: async () => undefined,
    log: { warn: () => undefined },
  });
  await wallet.port.transfer({
    idempotencyKey: randomUUID(),
    type: 'bonus',
    currency,
    phase: 'posted',
    status: 'credited',
    lines: [
      {
        from: { owner: 'platform', kind: 'bonus_liability' },
        to: { owner: 'player', userId, kind: 'bonus' },
        amount,
      },
    ],
  });
}
