import { useEffect, useEffectEvent } from 'react';
import { PLATFORM_MESSAGE_SOURCE, type PlatformMessage } from '../../shared/frame-messages.ts';

/**
 * The platform's message in `event` when it comes from the window framing the game and the origin that framed it
 * (the referrer), in the protocol's shape; null for anything else.
 */
export function readPlatformMessage(
  event: Pick<MessageEvent, 'source' | 'origin' | 'data'>,
  view: Pick<Window, 'parent'> = window,
  referrer: string = document.referrer,
): PlatformMessage | null {
  if (view.parent === view || event.source !== view.parent || !referrer) return null;
  let origin: string;
  try {
    origin = new URL(referrer).origin;
  } catch {
    return null;
  }
  if (event.origin !== origin) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const { source, type } = data as { source?: unknown; type?: unknown };
  return source === PLATFORM_MESSAGE_SOURCE && type === 'pause' ? { source, type } : null;
}

/** Runs `onPause` when the framing platform asks the game to stop automatic play (a reality check over it). */
export function usePlatformPause(onPause: () => void): void {
  const handle = useEffectEvent(onPause);
  useEffect(() => {
    const listener = (event: MessageEvent) => {
      if (readPlatformMessage(event)?.type === 'pause') handle();
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, []);
}
