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

/** The player's balance after an answer that carries one (minor units of `currency`). */
export interface FrameBalanceMessage {
  readonly source: typeof FRAME_MESSAGE_SOURCE;
  readonly type: 'balance';
  readonly balance: number;
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
  FrameReadyMessage | FrameBalanceMessage | FrameInsufficientFundsMessage | FrameErrorMessage;
