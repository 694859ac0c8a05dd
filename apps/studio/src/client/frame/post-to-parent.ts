import { FRAME_MESSAGE_SOURCE, type FrameMessage } from '../../shared/frame-messages.ts';

/** A message without its source (distributes over the union). */
type WithoutSource<M> = M extends FrameMessage ? Omit<M, 'source'> : never;
export type FrameMessageBody = WithoutSource<FrameMessage>;

/**
 * Posts a message to the platform page that frames the game, addressed to that page's origin only (from the
 * referrer). Nothing is posted when the game is not framed or the framing page is unknown. True when posted.
 */
export function postToParent(
  body: FrameMessageBody,
  view: Pick<Window, 'parent'> = window,
  referrer: string = document.referrer,
): boolean {
  if (!referrer || view.parent === view) return false;
  let origin: string;
  try {
    origin = new URL(referrer).origin;
  } catch {
    return false;
  }
  if (origin === 'null') return false;
  view.parent.postMessage({ source: FRAME_MESSAGE_SOURCE, ...body } as FrameMessage, origin);
  return true;
}
