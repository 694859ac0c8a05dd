export interface StartupImportOptions {
  /** One import; throws when the catalogue cannot be read. */
  run: () => Promise<unknown>;
  /** True once any import has succeeded (the periodic job or an operator may get there first). */
  hasSucceeded: () => boolean;
  log: { warn(details: object, message: string): void };
  retryMs?: number;
  /** At most one warning per this many milliseconds, however often the import fails. */
  warnEveryMs?: number;
}

/**
 * The first import at start, in the background: the server starts without waiting for the provider, and the
 * import is retried until it succeeds once. After that the periodic job keeps the catalogue fresh.
 */
export function createStartupImport({
  run,
  hasSucceeded,
  log,
  retryMs = 5_000,
  warnEveryMs = 60_000,
}: StartupImportOptions) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let lastWarning = Number.NEGATIVE_INFINITY;

  async function attempt(): Promise<void> {
    if (stopped || hasSucceeded()) return;
    try {
      await run();
    } catch (error) {
      if (stopped) return;
      const at = Date.now();
      if (at - lastWarning >= warnEveryMs) {
        lastWarning = at;
        log.warn({ err: error }, `games: the catalogue import failed; retrying every ${retryMs / 1000} s`);
      }
      timer = setTimeout(() => {
        running = attempt();
      }, retryMs);
      timer.unref();
    }
  }

  return {
    start(): void {
      if (stopped || running) return;
      running = attempt();
    },
    /** Stops retrying and waits for an import in progress. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
