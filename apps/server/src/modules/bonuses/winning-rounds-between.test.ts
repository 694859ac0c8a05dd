import { describe, expect, it } from 'vitest';
import type { WinningRound, WinningRoundsQuery } from '../game-wallet/winning-rounds.ts';
import { winningRoundsBetween } from './winning-rounds-between.ts';

const FROM = Date.parse('2027-03-13T00:00:00.000Z');
const TO = Date.parse('2027-03-14T00:00:00.000Z');

/** A round closed at `micros` microseconds since the epoch: the database's precision, finer than a Date's. */
function round(id: number, micros: number): WinningRound & { micros: number } {
  return {
    provider: 'lumen-studio',
    roundId: `r${String(id).padStart(5, '0')}`,
    userId: 'player',
    gameId: 'lumen-slot',
    currency: 'EUR',
    staked: 100,
    won: 200,
    settledAt: new Date(Math.floor(micros / 1000)),
    micros,
  };
}

/** The game wallet's read over `rounds`, as winning-rounds.repo.ts answers it (order `settled`). */
function readerOf(rounds: ReturnType<typeof round>[]) {
  const reads: WinningRoundsQuery[] = [];
  const read = async (query: WinningRoundsQuery): Promise<WinningRound[]> => {
    reads.push(query);
    return rounds
      .filter((one) => one.micros > query.since.getTime() * 1000)
      .filter((one) => query.until === undefined || one.micros <= query.until.getTime() * 1000)
      .sort((a, b) => b.micros - a.micros || a.roundId.localeCompare(b.roundId))
      .slice(0, query.limit);
  };
  return { read, reads };
}

async function all(rounds: ReturnType<typeof round>[]) {
  const { read, reads } = readerOf(rounds);
  const seen: string[] = [];
  for await (const one of winningRoundsBetween(read, new Date(FROM), new Date(TO))) seen.push(one.roundId);
  return { seen, reads };
}

describe('the winning rounds of a day', () => {
  it('are each read once over many pages, the day’s bounds to the microsecond', async () => {
    const inside = Array.from({ length: 2_500 }, (_, index) => round(index, FROM * 1000 + index * 7_300_001));
    const outside = [
      round(90_001, FROM * 1000 - 500),
      round(90_002, TO * 1000),
      round(90_003, TO * 1000 + 1),
    ];
    const edges = [round(90_004, FROM * 1000), round(90_005, TO * 1000 - 1)];
    const { seen, reads } = await all([...inside, ...outside, ...edges]);
    expect(seen.sort()).toEqual([...inside, ...edges].map((one) => one.roundId).sort());
    expect(reads.length).toBeGreaterThan(2);
  });

  it('are all read when more than a page settled within one millisecond', async () => {
    const crowd = Array.from({ length: 1_700 }, (_, index) =>
      round(index, FROM * 1000 + 5_000_000 + (index % 1000)),
    );
    const before = Array.from({ length: 10 }, (_, index) => round(5_000 + index, FROM * 1000 + index));
    const { seen } = await all([...crowd, ...before]);
    expect(seen).toHaveLength(1_710);
    expect(new Set(seen).size).toBe(1_710);
  });
});
