import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-platform.ts';
import { createDomainEventDispatcher, type DomainEventSubscriber } from './dispatcher.ts';
import type { DomainEvent } from './domain-events.ts';
import { ringEventsCommitted } from './doorbell.ts';
import { eventually, pendingDeliveries, roundClosed, silentLog, writeEvents } from './events.test-support.ts';

const PLAYERS = 12;
const WRITES_PER_PLAYER = 20;

/** Real parallelism needs a server with several connections: PGlite runs one transaction at a time. */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'domain event dispatch on two nodes on postgres',
  () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase('postgres');
    });
    afterAll(() => database?.dispose());

    it('delivers each event exactly once, one at a time per player and in order, while writers run', async () => {
      const deliveries = new Map<string, number>();
      const byPlayer = new Map<string, number[]>();
      const busyPlayers = new Set<string>();
      const overlaps: string[] = [];
      const perNode = { a: 0, b: 0 };

      /** One node's copy of the subscriber: both record into the same maps, as one database table would. */
      function mirror(node: 'a' | 'b'): DomainEventSubscriber {
        return {
          name: 'mirror',
          async handle(event: DomainEvent) {
            const player = event.userId ?? 'platform';
            if (busyPlayers.has(player)) overlaps.push(event.id);
            busyPlayers.add(player);
            await new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
            deliveries.set(event.id, (deliveries.get(event.id) ?? 0) + 1);
            byPlayer.set(player, [...(byPlayer.get(player) ?? []), event.sequence ?? 0]);
            perNode[node] += 1;
            busyPlayers.delete(player);
          },
        };
      }
      // Few streams and short runs per round, so that both nodes find work.
      const timing = {
        pollMs: 5,
        gatherMs: 1,
        streams: 3,
        runLength: 4,
        leaseMs: 30_000,
        retry: { baseMs: 10, maxMs: 100 },
      };
      const nodes = (['a', 'b'] as const).map((node) =>
        createDomainEventDispatcher({ db: database.db, subscribers: [mirror(node)], log: silentLog, timing }),
      );
      await nodes[0]?.register();
      for (const node of nodes) node.start();

      const players = Array.from({ length: PLAYERS }, () => randomUUID());
      let written: string[] = [];
      try {
        // Every write at once: concurrent transactions on one player's stream are ordered by their commits.
        const batches = await Promise.all(
          players.flatMap((player) =>
            Array.from({ length: WRITES_PER_PLAYER }, async (_, index) => {
              const ids = await writeEvents(
                database.db,
                player,
                index % 2 ? [roundClosed()] : [roundClosed(), roundClosed()],
              );
              ringEventsCommitted(database.db);
              return ids;
            }),
          ),
        );
        written = batches.flat();
        await eventually(
          async () => deliveries.size === written.length && (await pendingDeliveries(database.db)) === 0,
          60_000,
        );
      } finally {
        await Promise.all(nodes.map((node) => node.stop()));
      }

      expect(written).toHaveLength(PLAYERS * WRITES_PER_PLAYER * 1.5);
      expect([...deliveries.values()].every((count) => count === 1)).toBe(true);
      expect(overlaps).toEqual([]);
      for (const player of players) {
        const sequences = byPlayer.get(player) ?? [];
        expect(sequences).toEqual(sequences.map((_, index) => index + 1));
        expect(sequences).toHaveLength(WRITES_PER_PLAYER * 1.5);
      }
      // Both nodes took part.
      expect(perNode.a).toBeGreaterThan(0);
      expect(perNode.b).toBeGreaterThan(0);
    }, 120_000);
  },
);
