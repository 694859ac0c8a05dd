import { useCallback, useEffect, useState } from 'react';
import { StudioApiError } from '../api/studio-fetch.ts';

export type LoadState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly error: StudioApiError }
  | { readonly status: 'done'; readonly data: T };

interface Settled<T> {
  readonly load: (signal: AbortSignal) => Promise<T>;
  readonly attempt: number;
  readonly state: LoadState<T>;
}

/**
 * Runs `load` (keep it stable with useCallback; a new function loads again) and gives its state. `retry` loads
 * again after a failure. A load still running when the component goes away or `load` changes is aborted.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>): LoadState<T> & { retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const settle = (state: LoadState<T>) => {
      if (!controller.signal.aborted) setSettled({ load, attempt, state });
    };
    load(controller.signal).then(
      (data) => settle({ status: 'done', data }),
      (error: unknown) =>
        settle({
          status: 'failed',
          error:
            error instanceof StudioApiError
              ? error
              : new StudioApiError('UNKNOWN', 0, error instanceof Error ? error.message : String(error)),
        }),
    );
    return () => controller.abort();
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt((current) => current + 1), []);
  const current = settled !== null && settled.load === load && settled.attempt === attempt;
  const state: LoadState<T> = current ? settled.state : { status: 'loading' };
  return { ...state, retry };
}
