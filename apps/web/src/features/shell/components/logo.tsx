import { useId } from 'react';
import styles from './logo.module.css';

/** The Lumen Casino mark: a rounded tile in the action gradient holding a four-point star of light. */
export function LogoMark({ size = 32, className }: { size?: number; className?: string }) {
  const id = useId();
  const gradient = `${id}-mark`;
  const glow = `${id}-glow`;
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffb347" />
          <stop offset="1" stopColor="#ff7a18" />
        </linearGradient>
        <radialGradient id={glow} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#fff7e8" stopOpacity="0.9" />
          <stop offset="1" stopColor="#fff7e8" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradient})`} />
      <circle cx="16" cy="16" r="10" fill={`url(#${glow})`} opacity="0.55" />
      <path d="M16 5.5l2.4 8.1 8.1 2.4-8.1 2.4-2.4 8.1-2.4-8.1-8.1-2.4 8.1-2.4z" fill="#1a1206" />
      <circle cx="16" cy="16" r="1.9" fill="#fff7e8" />
    </svg>
  );
}

/** The "LUMEN CASINO" wordmark; text lengths are fixed so the logo never reflows with the font. */
export function Wordmark({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      width="84"
      height="32"
      viewBox="0 0 84 32"
      aria-hidden="true"
      focusable="false"
    >
      <text
        x="0"
        y="17"
        textLength="84"
        lengthAdjust="spacingAndGlyphs"
        fill="#f3f5fb"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fontSize="19"
        fontWeight="800"
      >
        LUMEN
      </text>
      {/* A space between the words for text extraction (accessible-name checks, copy and paste). */}{' '}
      <text
        x="1"
        y="29"
        textLength="82"
        lengthAdjust="spacing"
        fill="#ffb347"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fontSize="9"
        fontWeight="700"
      >
        CASINO
      </text>
    </svg>
  );
}

/**
 * The brand lock-up. `compact` hides the wordmark on narrow phones (< 400 px) so the header keeps room
 * for its buttons. Decorative: the link around it carries the accessible name.
 */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span className={styles.logo}>
      <LogoMark />
      <Wordmark className={compact ? `${styles.wordmark} ${styles.compact}` : styles.wordmark} />
    </span>
  );
}
