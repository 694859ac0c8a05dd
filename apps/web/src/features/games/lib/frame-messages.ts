import { z } from 'zod';
import { gameModeSchema } from '@casino/contracts';

/** The messages a game client posts to the page framing it (the studio's frame protocol). */
const source = z.literal('lumen-studio');

export const frameMessageSchema = z.discriminatedUnion('type', [
  z.object({ source, type: z.literal('ready'), gameId: z.string() }),
  z.object({
    source,
    type: z.literal('balance'),
    /** The player's available real balance (or the demo's virtual one) in minor units. */
    balance: z.number().int(),
    currency: z.string(),
    mode: gameModeSchema,
  }),
  /** A round has begun: the platform may already have settled it, but the game has not shown it yet. */
  z.object({ source, type: z.literal('round-start'), gameId: z.string() }),
  /** The game shows the round's result (or the round ended without one): balance after it, null if unknown. */
  z.object({
    source,
    type: z.literal('round-result'),
    gameId: z.string(),
    balance: z.number().int().nullable(),
    currency: z.string(),
    mode: gameModeSchema,
  }),
  z.object({ source, type: z.literal('insufficient-funds'), gameId: z.string() }),
  z.object({ source, type: z.literal('error'), code: z.string() }),
]);
export type FrameMessage = z.infer<typeof frameMessageSchema>;

/**
 * The message of `event` when it comes from the game's own frame and the origin of its launch address, in the
 * shape of the protocol; null for anything else (another frame, another window, another origin, other data).
 */
export function readFrameMessage(
  event: MessageEvent,
  frame: HTMLIFrameElement | null,
  launchUrl: string,
): FrameMessage | null {
  if (!frame?.contentWindow || event.source !== frame.contentWindow) return null;
  if (event.origin !== originOf(launchUrl)) return null;
  const parsed = frameMessageSchema.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}

function originOf(url: string): string | null {
  try {
    return new URL(url, window.location.href).origin;
  } catch {
    return null;
  }
}

/** What the platform page posts to the game: stop automatic play (a reality check has opened over it). */
export const PLATFORM_PAUSE_MESSAGE = { source: 'lumen-platform', type: 'pause' } as const;
