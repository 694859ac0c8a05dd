import { Redis } from 'ioredis';
import { z } from 'zod';
import { serverEventSchema, type EventTopic } from '@casino/contracts';
import type { BusHandler, BusNotice, EventBus, NoticeHandler } from './event-bus.ts';

const topicSchema: z.ZodType<EventTopic> = z.union([
  z.object({ kind: z.literal('broadcast') }),
  z.object({ kind: z.literal('user'), userId: z.string() }),
]);
const noticeSchema: z.ZodType<BusNotice> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('session.ended'), sessionId: z.string() }),
  z.object({
    type: z.literal('user.sessions.ended'),
    userId: z.string(),
    exceptSessionId: z.string().nullable(),
  }),
]);
const eventEnvelopeSchema = z.object({ topic: topicSchema, event: serverEventSchema });
const noticeEnvelopeSchema = z.object({ notice: noticeSchema });

/**
 * Redis pub/sub: every node subscribes to one channel, so an event published anywhere reaches every node.
 * Notices travel on the same channel, so a notice and the events published after it arrive in that order.
 */
export async function createRedisBus(url: string, channel = 'casino:events'): Promise<EventBus> {
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(channel);
  const handlers = new Set<BusHandler>();
  const noticeHandlers = new Set<NoticeHandler>();
  subscriber.on('message', (_channel: string, message: string) => {
    let json: unknown;
    try {
      json = JSON.parse(message);
    } catch {
      return;
    }
    const envelope = eventEnvelopeSchema.safeParse(json);
    if (envelope.success) {
      for (const handler of handlers) handler(envelope.data.topic, envelope.data.event);
      return;
    }
    const notice = noticeEnvelopeSchema.safeParse(json);
    if (notice.success) for (const handler of noticeHandlers) handler(notice.data.notice);
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
    async notify(notice) {
      await publisher.publish(channel, JSON.stringify({ notice }));
    },
    onNotice(handler) {
      noticeHandlers.add(handler);
      return () => noticeHandlers.delete(handler);
    },
    async close() {
      handlers.clear();
      noticeHandlers.clear();
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
