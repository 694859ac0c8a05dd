/** How long a failed delivery waits before it is tried again. */
export interface RetryPolicy {
  /** The wait after the first failure; each further failure doubles it. */
  readonly baseMs: number;
  /** The longest wait. */
  readonly maxMs: number;
}

/** The wait after `attempts` attempts have failed in a row: base, 2 × base, 4 × base… never above the cap. */
export function retryDelayMs(attempts: number, policy: RetryPolicy): number {
  const doublings = Math.min(Math.max(attempts - 1, 0), 40);
  return Math.min(policy.maxMs, policy.baseMs * 2 ** doublings);
}
