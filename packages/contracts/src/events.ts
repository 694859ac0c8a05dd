import { z } from 'zod';
import { balanceChangedEventSchema } from './wallet.ts';
import { winnersAddedEventSchema } from './winners.ts';

/**
 * WebSocket events of `/ws`. Every frame is `{ type, data }`; names are versioned so a change of shape gets a
 * new name rather than breaking old clients.
 */
export const userMessageEventSchema = z.object({
  type: z.literal('user.message.v1'),
  /** Deliberately loose: §4 says events lacking type or text are ignored by the client, not rejected. */
  data: z.object({ messageType: z.string().optional(), text: z.string().optional() }),
});
export type UserMessageEvent = z.infer<typeof userMessageEventSchema>;

/** A bonus of the player's became active (§3 bonus event, `data.id`): the app opens BONUS_MODAL for it. */
export const bonusEventSchema = z.object({
  type: z.literal('bonus.v1'),
  data: z.object({ id: z.uuid() }),
});
export type BonusEvent = z.infer<typeof bonusEventSchema>;

/** The player's free spins changed (§3 free spins event, `number`: the spins left in all). */
export const freeSpinsEventSchema = z.object({
  type: z.literal('freeSpins.v1'),
  data: z.object({ number: z.number().int().min(0) }),
});
export type FreeSpinsEvent = z.infer<typeof freeSpinsEventSchema>;

export const serverEventSchema = z.discriminatedUnion('type', [
  userMessageEventSchema,
  bonusEventSchema,
  freeSpinsEventSchema,
  balanceChangedEventSchema,
  winnersAddedEventSchema,
]);
export type ServerEvent = z.infer<typeof serverEventSchema>;

/** Frames a client sends. */
export const clientFrameSchema = z.discriminatedUnion('type', [z.object({ type: z.literal('ping') })]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

/** Where an event goes: every connection, or the connections of one user. */
export type EventTopic = { kind: 'broadcast' } | { kind: 'user'; userId: string };
