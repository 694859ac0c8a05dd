import type { StudioApiError } from '../api/studio-fetch.ts';
import { ErrorNotice } from './error-notice.tsx';
import { LoadingSkeleton } from './skeleton.tsx';
import type { LoadState } from './use-load.ts';

/**
 * What stands in for loaded content: its skeleton while it loads, the error once it failed, with a retry
 * unless `canRetry` says sending it again would not help. Nothing once it is done.
 */
export function LoadStatus<T>(props: {
  load: LoadState<T> & { retry(): void };
  lines: number;
  blocks?: number;
  canRetry?: (error: StudioApiError) => boolean;
}) {
  const { load } = props;
  if (load.status === 'loading') return <LoadingSkeleton lines={props.lines} blocks={props.blocks} />;
  if (load.status === 'failed') {
    const retry = props.canRetry?.(load.error) === false ? undefined : load.retry;
    return <ErrorNotice error={load.error} onRetry={retry} />;
  }
  return null;
}
