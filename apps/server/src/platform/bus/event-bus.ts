import type { EventTopic, ServerEvent } from '@casino/contracts';

export type BusHandler = (topic: EventTopic, event: ServerEvent) => void;

/**
 * Messages between server nodes that never reach a client. Sessions end on one node while their sockets may
 * be open on another: these tell every node's realtime endpoint to stop serving them at once.
 */
export type BusNotice =
  /** One session has ended, or its token was re-issued so that the old one is dead. */
  | { type: 'session.ended'; sessionId: string }
  /** Every session of a user has ended but `exceptSessionId` (null: all of them). */
  | { type: 'user.sessions.ended'; userId: string; exceptSessionId: string | null };

export type NoticeHandler = (notice: BusNotice) => void;

/** Carries events to every server node: in process for one node, Redis pub/sub for many. */
export interface EventBus {
  readonly kind: 'memory' | 'redis';
  publish(topic: EventTopic, event: ServerEvent): Promise<void>;
  subscribe(handler: BusHandler): () => void;
  /** Sends a notice to every node, this one included. */
  notify(notice: BusNotice): Promise<void>;
  onNotice(handler: NoticeHandler): () => void;
  close(): Promise<void>;
}
