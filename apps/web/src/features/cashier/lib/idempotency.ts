import { useRef } from 'react';

/**
 * An idempotency key per submitted form: the same submission retried (same values, e.g. after a network
 * failure) reuses its key so the server applies it once; changed values or a finished submission get a new one.
 */
export function useIdempotencyKey() {
  const current = useRef<{ fingerprint: string; key: string } | null>(null);
  return {
    keyFor(values: unknown): string {
      const fingerprint = JSON.stringify(values);
      if (current.current?.fingerprint !== fingerprint)
        current.current = { fingerprint, key: crypto.randomUUID() };
      return current.current.key;
    },
    /** After a definite answer: the next submission is a new one. */
    reset(): void {
      current.current = null;
    },
  };
}
