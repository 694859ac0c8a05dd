import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HOUSE_SHARDS, houseShardKey, spreadHouse } from './house-shards.ts';

const house = { ownerKind: 'platform', userId: null, kind: 'house', key: '', currency: 'EUR' } as const;

describe('house shards', () => {
  it('gives each player one shard, always the same, and spreads players over every shard', () => {
    const userId = randomUUID();
    expect(houseShardKey(userId)).toBe(houseShardKey(userId));
    const used = new Set(Array.from({ length: 20_000 }, () => houseShardKey(randomUUID())));
    expect(used.size).toBe(HOUSE_SHARDS);
    expect([...used].every((key) => /^shard-\d+$/.test(key) && Number(key.slice(6)) < HOUSE_SHARDS)).toBe(
      true,
    );
  });

  it('shards only the house, and only for a transfer about a player', () => {
    const userId = randomUUID();
    expect(spreadHouse(house, userId)).toEqual({ ...house, key: houseShardKey(userId) });
    expect(spreadHouse(house, null)).toEqual(house);
    const pool = { ...house, kind: 'jackpot_pool', key: 'progressive' };
    expect(spreadHouse(pool, userId)).toEqual(pool);
    const real = { ownerKind: 'player', userId, kind: 'real', key: '', currency: 'EUR' } as const;
    expect(spreadHouse(real, userId)).toEqual(real);
  });
});
