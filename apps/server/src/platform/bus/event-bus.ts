import type { EventTopic, ServerEvent } from '@casino/contracts';

export type BusHandler = (topic: EventTopic, event: ServerEvent) => void;

/** Carries events to every server node: in process for one node, Redis pub/sub for many. */
export interface EventBus {
  readonly kind: 'memory' | 'redis';
  publish(topic: EventTopic, event: ServerEvent): Promise<void>;
  subscribe(handler: BusHandler): () => void;
  close(): Promise<void>;
}
