import { Redis } from 'ioredis';
import { z } from 'zod';
import { serverEventSchema, type EventTopic } from '@casino/contracts';
import type { BusHandler, EventBus } from './event-bus.ts';

const topicSchema: z.ZodType<EventTopic> = z.union([
  z.object({ kind: z.literal('broadcast') }),
  z.object({ kind: z.literal('user'), userId: z.string() }),
]);
const envelopeSchema = z.object({ topic: topicSchema, event: serverEventSchema });

/** Redis pub/sub: every node subscribes to one channel, so an event published anywhere reaches every node. */
export async function createRedisBus(url: string, channel = 'casino:events'): Promise<EventBus> {
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(channel);
  const handlers = new Set<BusHandler>();
  subscriber.on('message', (_channel: string, message: string) => {
    let json: unknown;
    try {
      json = JSON.parse(message);
    } catch {
      return;
    }
    const envelope = envelopeSchema.safeParse(json);
    if (!envelope.success) return;
    for (const handler of handlers) handler(envelope.data.topic, envelope.data.event);
  });
  return {
    kind: 'redis',
    async publish(topic, event) {
      await publisher.publish(channel, JSON.stringify({ topic, event }));
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      handlers.clear();
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
