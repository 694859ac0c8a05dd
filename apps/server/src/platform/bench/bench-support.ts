/**
 * What the benches (`npm run bench -- ledger|games`) share: percentiles and exit. Their throw-away PostgreSQL
 * database is createThrowawayDatabase (@casino/server-kit).
 */

/** The value below which `p` percent of the ascending `sorted` values fall (0 when there are none). */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Runs a bench's main and exits with its code (1 on an error, printed). */
export function runBench(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
