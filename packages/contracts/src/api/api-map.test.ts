import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_MAP } from './api-map.ts';
import { fillEndpointPath } from './endpoint-line.ts';
import { ENDPOINTS, type EndpointName } from './endpoints.ts';
import { OPERATOR_ENDPOINTS } from './operator-endpoints.ts';
import { PLAYER_ENDPOINTS } from './player-endpoints.ts';

const names = Object.keys(ENDPOINTS) as EndpointName[];

describe('the API map', () => {
  it('names every endpoint once, in one of the two tables', () => {
    const player = Object.keys(PLAYER_ENDPOINTS);
    expect(player.filter((name) => name in OPERATOR_ENDPOINTS)).toEqual([]);
    expect(names).toHaveLength(player.length + Object.keys(OPERATOR_ENDPOINTS).length);
  });

  it('gives every endpoint a method and path of its own', () => {
    const lines = names.map((name) => `${API_MAP[name].method} ${API_MAP[name].path}`);
    expect(new Set(lines).size).toBe(lines.length);
    for (const name of names) expect(API_MAP[name].path, name).toMatch(/^\/[a-z]/);
  });

  it("declares a schema for exactly the path's parameters", () => {
    const mismatched = names.filter((name) => {
      const endpoint = API_MAP[name];
      const inPath = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
      const params = 'params' in endpoint ? endpoint.params : undefined;
      const declared = params instanceof z.ZodObject ? Object.keys(params.shape).sort() : [];
      return inPath.join() !== declared.join();
    });
    expect(mismatched).toEqual([]);
  });

  it('declares a body schema only for JSON bodies, and an answer for every endpoint', () => {
    for (const name of names) {
      const endpoint = API_MAP[name];
      if ('rawBody' in endpoint) expect('body' in endpoint, name).toBe(false);
      if (endpoint.method === 'GET') expect('body' in endpoint, name).toBe(false);
      expect(Object.keys(endpoint.response).length, name).toBeGreaterThan(0);
    }
  });
});

describe('fillEndpointPath', () => {
  it('fills each parameter as one encoded path segment', () => {
    expect(fillEndpointPath('/games/:id/launch', { id: 'a/b c' })).toBe('/games/a%2Fb%20c/launch');
    expect(fillEndpointPath('/staff/users/:userId/verification', { userId: 7 })).toBe(
      '/staff/users/7/verification',
    );
    expect(fillEndpointPath('/wallet/balance')).toBe('/wallet/balance');
  });
});
