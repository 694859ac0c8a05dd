import { useEffect, useEffectEvent, useRef } from 'react';
import { readFrameMessage, type FrameMessage } from '../lib/frame-messages.ts';
import styles from './game-frame.module.css';

/**
 * The provider's game client in a frame. Messages are taken only from this frame's window and from the origin
 * of its launch address, and only in the protocol's shape.
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
