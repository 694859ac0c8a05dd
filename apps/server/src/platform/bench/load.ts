/**
 * The benches' load generators: an open load that starts requests on schedule whatever the earlier ones are
 * doing (so a slow server meets the same arrivals as a fast one), and a closed load that keeps a number of
 * requests in flight to find the most a server answers per second.
 */
import { percentile } from './bench-support.ts';

/** What a load measured: latencies in ms, ascending. */
export interface LoadRun {
  total: number;
  elapsed: number;
  latencies: number[];
  failures: number;
  /** Requests started more than 5 ms after their time (the load generator itself was late). */
  lateStarts: number;
}

/** Starts `rate` requests a second for `seconds` seconds on schedule; answers each one's latency. */
export async function pacedLoad(
  { rate, seconds }: { rate: number; seconds: number },
  requestOf: (i: number) => Promise<boolean>,
): Promise<LoadRun> {
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  let failures = 0;
  let lateStarts = 0;
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    else if (wait < -5) lateStarts++;
    inFlight.push(
      (async () => {
        const at = performance.now();
        const ok = await requestOf(i);
        latencies.push(performance.now() - at);
        if (!ok) failures++;
      })(),
    );
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { total, elapsed, latencies, failures, lateStarts };
}

/** Keeps `concurrency` requests in flight for `seconds` seconds; answers how many were answered and how fast. */
export async function closedLoad(
  { concurrency, seconds }: { concurrency: number; seconds: number },
  requestOf: (i: number) => Promise<boolean>,
): Promise<LoadRun> {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const at = performance.now();
      const ok = await requestOf(next++);
      latencies.push(performance.now() - at);
      if (!ok) failures++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { total: latencies.length, elapsed, latencies, failures, lateStarts: 0 };
}

/** Slices of one load taken in turns with another's, as one run. */
export function joinRuns(runs: readonly LoadRun[]): LoadRun {
  return {
    total: runs.reduce((sum, run) => sum + run.total, 0),
    elapsed: runs.reduce((sum, run) => sum + run.elapsed, 0),
    latencies: runs.flatMap((run) => run.latencies).sort((a, b) => a - b),
    failures: runs.reduce((sum, run) => sum + run.failures, 0),
    lateStarts: runs.reduce((sum, run) => sum + run.lateStarts, 0),
  };
}

/** Requests per second the run achieved. */
export const throughputOf = (run: LoadRun): number => run.total / Math.max(run.elapsed, 0.001);

/** Prints a run: how many of `unit`, at what rate against `target` (if paced), and its latencies. */
export function printRun(
  title: string,
  run: LoadRun,
  { unit, target }: { unit: string; target?: number },
): void {
  console.log(`\n${title}`);
  const aimed = target === undefined ? '' : ` (target ${target}/s)`;
  console.log(
    `  ${run.total} ${unit} in ${run.elapsed.toFixed(1)} s: ${throughputOf(run).toFixed(0)}/s${aimed}, ` +
      `${run.failures} not OK, ${run.lateStarts} started more than 5 ms late`,
  );
  console.log(
    `  latency p50 ${percentile(run.latencies, 50).toFixed(2)} ms, ` +
      `p99 ${percentile(run.latencies, 99).toFixed(2)} ms, max ${(run.latencies.at(-1) ?? 0).toFixed(2)} ms`,
  );
}
