/**
 * `npm run bench -- ledger`: bet debits and win credits through the wallet service (balance pushes and domain
 * events included, with a dispatcher delivering the events to one subscriber meanwhile) on PostgreSQL for a
 * fixed time with a few concurrent workers, then pgbench's built-in TPC-B-like script on the same server for the
 * same time with as many clients. Prints both rates, their ratio (goal ≥ 0.5), the operations' p50/p99 latency
 * and how far event delivery kept up. Works in a throw-away database that it drops at the end.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { createThrowawayDatabase } from '@casino/server-kit';
import { loadConfig } from '../../config.ts';
import { createMemoryBus } from '../../platform/bus/memory-bus.ts';
import { percentile, runBench } from '../../platform/bench/bench-support.ts';
import { openDatabase } from '../../platform/db/client.ts';
import { deliveryLag } from '../../platform/events/deliveries.repo.ts';
import { createDomainEventDispatcher } from '../../platform/events/dispatcher.ts';
import type { Platform } from '../../platform/platform.ts';
import { checkLedger, formatLedgerReport } from './ledger-check.ts';
import { createWallet } from './wallet.module.ts';
import type { AccountRef } from './wallet.port.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const workers = Number(process.env.BENCH_WORKERS ?? 8);

function pgbenchPath(): string {
  try {
    return execFileSync('which', ['pgbench'], { encoding: 'utf8' }).trim();
  } catch {
    const root = '/usr/lib/postgresql';
    const versions = existsSync(root) ? readdirSync(root).sort().reverse() : [];
    const found = versions.map((v) => `${root}/${v}/bin/pgbench`).find((path) => existsSync(path));
    if (!found) throw new Error('pgbench not found on PATH nor in /usr/lib/postgresql/*/bin');
    return found;
  }
}

async function benchLedger(url: string) {
  const database = await openDatabase({ url, dataDir: '' });
  try {
    await database.migrate();
    const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', DATABASE_URL: url });
    const platform: Platform = {
      config,
      database,
      db: database.db,
      bus: createMemoryBus(),
      authenticate: async () => null,
    };
    const wallet = createWallet(platform, {
      currencyOf: async () => 'EUR',
      setCurrency: async () => undefined,
      log: { warn: () => undefined },
    });
    const house: AccountRef = { owner: 'platform', kind: 'house' };
    const players = Array.from({ length: workers }, () => randomUUID());
    for (const userId of players) {
      await wallet.port.openPlayerAccounts(userId, 'EUR');
      await wallet.port.transfer({
        idempotencyKey: randomUUID(),
        type: 'changeBalanceInc',
        currency: 'EUR',
        phase: 'posted',
        status: 'complete',
        lines: [{ from: house, to: { owner: 'player', userId, kind: 'real' }, amount: 1_000_000_000 }],
      });
    }
    let delivered = 0;
    const dispatcher = createDomainEventDispatcher({
      db: database.db,
      subscribers: [{ name: 'bench', handle: async () => void (delivered += 1) }],
      log: { error: (details, message) => console.error(message, details), warn: () => undefined },
    });
    await dispatcher.register();
    dispatcher.start();
    const latencies: number[] = [];
    const deadline = performance.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(
      players.map(async (userId) => {
        const real: AccountRef = { owner: 'player', userId, kind: 'real' };
        const base = { currency: 'EUR', phase: 'posted' as const, status: 'complete' as const, userId };
        while (performance.now() < deadline) {
          const round = randomUUID();
          const reference = { kind: 'round', id: round };
          for (const [type, from, to, amount] of [
            ['bet', real, house, 100],
            ['win', house, real, 90],
          ] as const) {
            const at = performance.now();
            await wallet.port.transfer({
              ...base,
              idempotencyKey: `${round}:${type}`,
              type,
              reference,
              method: 'bench',
              lines: [{ from, to, amount }],
            });
            latencies.push(performance.now() - at);
          }
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    await dispatcher.stop();
    const lag = await deliveryLag(database.db);
    const report = await checkLedger(database.db);
    latencies.sort((a, b) => a - b);
    return {
      operations: latencies.length,
      rate: latencies.length / elapsed,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      delivered,
      lag,
      report,
    };
  } finally {
    await database.close();
  }
}

function benchPgbench(url: string): { tps: number; latency: string } {
  const pgbench = pgbenchPath();
  execFileSync(pgbench, ['-i', '-q', '-s', '1', url], { stdio: ['ignore', 'ignore', 'pipe'] });
  const output = execFileSync(
    pgbench,
    ['-T', String(seconds), '-c', String(workers), '-j', String(workers), url],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const tps = /tps = ([\d.]+)/.exec(output)?.[1];
  if (!tps) throw new Error(`could not read pgbench's rate:\n${output}`);
  return { tps: Number(tps), latency: /latency average = ([\d.]+ ms)/.exec(output)?.[1] ?? 'n/a' };
}

async function main(): Promise<number> {
  const adminUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!adminUrl?.startsWith('postgres')) {
    console.error('bench ledger needs DATABASE_URL or TEST_DATABASE_URL pointing at PostgreSQL');
    return 2;
  }
  const { name, url, drop } = await createThrowawayDatabase(adminUrl, 'casino_bench');
  try {
    console.log(`Ledger bench: ${workers} workers, ${seconds} s each, database ${name}`);
    const ledger = await benchLedger(url);
    const tpcb = benchPgbench(url);
    const ratio = ledger.rate / tpcb.tps;
    console.log(
      '\nLedger operations (bet debit + win credit, one transfer each, through the wallet service)',
    );
    console.log(`  ${ledger.operations} operations, ${ledger.rate.toFixed(0)} ops/s`);
    console.log(`  latency p50 ${ledger.p50.toFixed(2)} ms, p99 ${ledger.p99.toFixed(2)} ms`);
    console.log(
      `  domain events delivered meanwhile: ${ledger.delivered}, left undelivered: ${ledger.lag.undelivered}`,
    );
    console.log(`  ${formatLedgerReport(ledger.report).split('\n').join('\n  ')}`);
    console.log(`\npgbench TPC-B-like (scale 1, ${workers} clients)`);
    console.log(`  ${tpcb.tps.toFixed(0)} tps, latency average ${tpcb.latency}`);
    console.log(`\nratio ${ratio.toFixed(2)} (goal >= 0.5) ${ratio >= 0.5 ? 'OK' : 'BELOW'}`);
    return ledger.report.ok ? 0 : 1;
  } finally {
    await drop();
  }
}

runBench(main);
