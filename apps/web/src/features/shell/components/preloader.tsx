import { useEffect, useState } from 'react';
import { PRELOADER_HIDE_MS } from '@casino/rules';
import styles from './preloader.module.css';

/**
 * The preloader (§4 "preloader video"): a slim animated bar in the brand gradient along the top edge,
 * hidden PRELOADER_HIDE_MS after the window's load event. It never covers content: a full-screen overlay
 * held for two seconds after load would hide a page that is already usable (and cost about a second of
 * Speed Index). No video file is shipped; the animation is CSS only (transform), aria-hidden, and stands
 * still under prefers-reduced-motion.
 */
export function Preloader() {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      timer = setTimeout(() => setHidden(true), PRELOADER_HIDE_MS);
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      window.removeEventListener('load', schedule);
      clearTimeout(timer);
    };
  }, []);
  return (
    <div
      className={hidden ? `${styles.preloader} ${styles.hidden}` : styles.preloader}
      aria-hidden="true"
      data-testid="preloader"
    >
      <span className={styles.bar} />
    </div>
  );
}
