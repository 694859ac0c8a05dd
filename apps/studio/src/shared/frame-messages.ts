/**
 * Messages the game client posts to the platform page that frames it (window.parent.postMessage, with the
 * framing page's origin as the target). The platform accepts them only from its game iframe and the studio's
 * origin, and validates their shape.
 */

/** Every message carries this source, so the parent can tell them from other frames' messages. */
export const FRAME_MESSAGE_SOURCE = 'lumen-studio';

/** The game has opened its session and is on screen. */
export interface FrameReadyMessage {
  readonly source: typeof FRAME_MESSAGE_SOURCE;
  readonly type: 'ready';
  readonly gameId: string;
}

/**
 * The player's balance outside a round's result: when the session opens, after a demo refill and with a
 * refused stake (minor units of `currency`).
 */
export interface FrameBalanceMessage {
  readonly source: typeof FRAME_MESSAGE_SOURCE;
  readonly type: 'balance';
  readonly balance: number;
  readonly currency: string;
  readonly mode: 'real' | 'demo';
}

/**
 * A round has begun: its stake (or its free spin) is on its way to the server. The server settles a round
 * before the game animates it, so a balance read from the platform from now on may already hold the result:
 * the framing page keeps the balance it shows until `round-result`.
 */
export interface FrameRoundStartMessage {
  readonly source: typeof FRAME_MESSAGE_SOURCE;
  readonly type: 'round-start';
  readonly gameId: string;
}

/**
 * The round has ended on screen: its result is shown (the reels have landed, the roll has settled, at once
 * under reduced motion), or the round was refused or failed. `balance` is the server's balance after it
 * (minor units of `currency`), null when the game does not know it (a win still being credited, a failure).
 */
export interface FrameRoundResultMessage {
  readonly source: typeof FRAME_MESSAGE_SOURCE;
  readonly type: 'round-result';
  readonly gameId: string;
  readonly balance: number | null;
  readonly currency: string;
  readonly mode: 'real' | 'demo';
}

/** A bet was refused for lack of money; the platform may offer a deposit. */
export interface FrameInsufficientFundsMessage {
  readonly source: typeof FRAME_MESSAGE_SOURCE;
  readonly type: 'insufficient-funds';
  readonly gameId: string;
}

/** The game cannot go on (an expired token, an unknown game…); `code` is the studio's error code. */
export interface FrameErrorMessage {
  readonly source: typeof FRAME_MESSAGE_SOURCE;
  readonly type: 'error';
  readonly code: string;
}

export type FrameMessage =
  | FrameReadyMessage
  | FrameBalanceMessage
  | FrameRoundStartMessage
  | FrameRoundResultMessage
  | FrameInsufficientFundsMessage
  | FrameErrorMessage;

/**
 * Messages the framing platform page posts to the game (frame.contentWindow.postMessage, with the game's origin
 * as the target). The game accepts them only from its parent window and the origin that framed it.
 */
export const PLATFORM_MESSAGE_SOURCE = 'lumen-platform';

/**
 * The platform has put something in front of the game that the player must answer first (a reality check, the
 * end of the session): automatic play stops; the player resumes it by hand.
 */
export interface PlatformPauseMessage {
  readonly source: typeof PLATFORM_MESSAGE_SOURCE;
  readonly type: 'pause';
}

export type PlatformMessage = PlatformPauseMessage;
