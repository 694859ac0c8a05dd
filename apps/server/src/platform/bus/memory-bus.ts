import type { BusHandler, EventBus } from './event-bus.ts';

export function createMemoryBus(): EventBus {
  const handlers = new Set<BusHandler>();
  return {
    kind: 'memory',
    async publish(topic, event) {
      for (const handler of handlers) handler(topic, event);
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      handlers.clear();
    },
  };
}
