import { useEffect, useEffectEvent, useRef } from 'react';
import { onPlayInterrupted } from '../../../lib/play-interruption.ts';
import { PLATFORM_PAUSE_MESSAGE, readFrameMessage, type FrameMessage } from '../lib/frame-messages.ts';
import styles from './game-frame.module.css';

/**
 * The provider's game client in a frame. Messages are taken only from this frame's window and from the origin
 * of its launch address, and only in the protocol's shape; the page's own message (pause) goes to that origin.
 */
export function GameFrame({
  url,
  title,
  onMessage,
}: {
  url: string;
  title: string;
  onMessage: (message: FrameMessage) => void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const handle = useEffectEvent(onMessage);

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      const message = readFrameMessage(event, frame.current, url);
      if (message) handle(message);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [url]);

  // A reality check over the page stops the game's automatic play, addressed to the game's origin only.
  useEffect(
    () =>
      onPlayInterrupted(() => {
        frame.current?.contentWindow?.postMessage(PLATFORM_PAUSE_MESSAGE, new URL(url).origin);
      }),
    [url],
  );

  return (
    <iframe
      ref={frame}
      className={styles.frame}
      src={url}
      title={title}
      allow="fullscreen; autoplay"
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
