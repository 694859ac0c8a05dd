import type { BusHandler, EventBus, NoticeHandler } from './event-bus.ts';

export function createMemoryBus(): EventBus {
  const handlers = new Set<BusHandler>();
  const noticeHandlers = new Set<NoticeHandler>();
  return {
    kind: 'memory',
    async publish(topic, event) {
      for (const handler of handlers) handler(topic, event);
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async notify(notice) {
      for (const handler of noticeHandlers) handler(notice);
    },
    onNotice(handler) {
      noticeHandlers.add(handler);
      return () => noticeHandlers.delete(handler);
    },
    async close() {
      handlers.clear();
      noticeHandlers.clear();
    },
  };
}
