/**
 * `npm run bench -- games`, the seamless-wallet part: bet-and-win round trips through the real HTTP routes on
 * PostgreSQL, paced at BENCH_RATE (default 200) round trips per second for BENCH_SECONDS (default 20). The
 * server runs as its own process (production mode) on a throw-away database and listens on 127.0.0.1 only;
 * this process plays the provider: it signs each call as a provider would and sends the bet, then the win that
 * closes the round, and measures the pair. Round trips start on schedule whatever the previous ones are doing
 * (an open load), spread over BENCH_PLAYERS (default 50) players. In the same run, the same load is sent to a
 * bare Fastify server doing one TPC-B-like PostgreSQL transaction per call (platform/bench/bare-baseline-server.ts,
 * started as a second process of this script), so the figure can be read on a noisy machine: the two loads take
 * turns in slices of SLICE_SECONDS, so that both meet the same moments of the machine. Prints the rate
 * achieved, p50 and p99 of both, our p99 as a multiple of the baseline's and the goals (p99 ≤ 30 ms, ≤ 2× the
 * baseline), then checks the ledger. Skips with a message when no PostgreSQL is configured.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SeamlessTransactionAnswer } from '@casino/contracts';
import { SEAMLESS_SIGNATURE_HEADER } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { createThrowawayDatabase, freePort } from '@casino/server-kit';
import { loadConfig } from '../../config.ts';
import { createMemoryBus } from '../../platform/bus/memory-bus.ts';
import {
  BASELINE_ACCOUNTS,
  BASELINE_PATH,
  serveBaseline,
} from '../../platform/bench/bare-baseline-server.ts';
import { percentile, runBench } from '../../platform/bench/bench-support.ts';
import { startPlatformServer, stopServer, waitForHealth } from '../../platform/bench/bench-server.ts';
import { joinRuns, pacedLoad, printRun as printLoadRun, type LoadRun } from '../../platform/bench/load.ts';
import { openDatabase, type Database } from '../../platform/db/client.ts';
import type { Platform } from '../../platform/platform.ts';
import { checkLedger, formatLedgerReport } from '../wallet/ledger-check.ts';
import { createWallet } from '../wallet/wallet.module.ts';
import { createGameWallet } from './game-wallet.module.ts';
import { signSeamlessRequest } from './seamless-signature.ts';
import { gameRestrictedSql } from '../games/game-restriction.sql.ts';
import { betGuardSql } from '../protection/bet-guard.sql.ts';
import { grantBenchBonuses } from '../bonuses/bench-bonuses.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const rate = Number(process.env.BENCH_RATE ?? 200);
const playerCount = Number(process.env.BENCH_PLAYERS ?? 50);
/** Every player holds an active bonus: each stake takes the bonus engine's path (docs/bonuses.md). */
const withBonuses = process.env.BENCH_WITH_BONUSES === '1';
const WARM_UP_SECONDS = 2;
const SLICE_SECONDS = 2;
const GOAL_P99_MS = 30;
const GOAL_RATIO = 2;
const BASELINE_MODE = 'baseline-server';
const PROVIDER = 'lumen-studio';
const secret = randomBytes(32).toString('hex');

function startServer(databaseUrl: string, port: number): ChildProcess {
  return startPlatformServer(port, {
    DATABASE_URL: databaseUrl,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'casino-games-bench-')),
    STUDIO_WALLET_SECRET: secret,
    PAYMENT_SANDBOX_SECRET: randomBytes(32).toString('hex'),
    PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
  });
}

/** This script again, as the baseline server (same loader or bundle as this process). */
function startBaseline(databaseUrl: string, port: number): ChildProcess {
  const script = fileURLToPath(import.meta.url);
  return spawn(process.execPath, [...process.execArgv, script, BASELINE_MODE, databaseUrl, String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Players signed up through the real endpoint, each funded and holding a launch token for the bench game. */
async function preparePlayers(base: string, database: Database): Promise<string[]> {
  const platform: Platform = {
    config: loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', STUDIO_WALLET_SECRET: secret }),
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
  const launcher = createGameWallet(platform, {
    wallet: wallet.port,
    realBalanceOf: async () => 0,
    playerOf: async () => ({ currency: 'EUR', country: 'DE' }),
    gameNameOf: async () => null,
    betGuard: betGuardSql,
    gameRestriction: gameRestrictedSql,
    betVerdict: async () => ({ verdict: 'allowed', ticket: null }),
  });
  const tokens: string[] = [];
  const userIds: string[] = [];
  for (let i = 0; i < playerCount; i++) {
    const response = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `bench-${i}-${randomUUID()}@example.com`,
        password: 'Bench#2026-long',
        currency: 'EUR',
        country: 'DE',
        acceptTerms: true,
        language: 'en',
      }),
    });
    if (response.status !== 201) throw new Error(`sign-up failed: ${await response.text()}`);
    const { user } = (await response.json()) as { user: { id: string } };
    userIds.push(user.id);
    await wallet.port.transfer({
      idempotencyKey: randomUUID(),
      type: 'changeBalanceInc',
      currency: 'EUR',
      phase: 'posted',
      status: 'complete',
      lines: [
        {
          from: { owner: 'platform', kind: 'house' },
          to: { owner: 'player', userId: user.id, kind: 'real' },
          amount: 1_000_000_000,
        },
      ],
    });
    const { token } = await launcher.createLaunchToken({
      userId: user.id,
      provider: PROVIDER,
      gameId: 'bench-slot',
      currency: 'EUR',
      country: null,
    });
    tokens.push(token);
  }
  if (withBonuses)
    await grantBenchBonuses(
      platform,
      wallet.port,
      async (userId) => {
        const balance = await wallet.reads.shortBalance(userId, 'EUR');
        return { real: balance.balanceMain, bonus: balance.bonusCasino };
      },
      userIds,
    );
  await platform.bus.close();
  return tokens;
}

/** Keep-alive connections, as a provider's server keeps to the platform; node:http costs the load less CPU than fetch. */
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

/** POSTs a signed JSON body; answers the status and the parsed answer. */
function post(base: string, path: string, body: object): Promise<{ status: number; answer: unknown }> {
  const raw = JSON.stringify(body);
  const signature = signSeamlessRequest(secret, { method: 'POST', path, body: raw }, new Date());
  return postRaw(base, path, raw, { [SEAMLESS_SIGNATURE_HEADER]: signature });
}

function postRaw(
  base: string,
  path: string,
  raw: string,
  extraHeaders: Record<string, string> = {},
): Promise<{ status: number; answer: unknown }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${base}${path}`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(raw),
          ...extraHeaders,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, answer: JSON.parse(Buffer.concat(chunks).toString()) }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(raw);
  });
}

/** One round as a provider plays it: the stake, then the win that closes the round. Answers whether both were OK. */
async function roundTrip(base: string, token: string, round: string): Promise<boolean> {
  const send = async (operation: 'bet' | 'win', body: object) => {
    const { status, answer } = await post(base, `/api/seamless/v1/${PROVIDER}/${operation}`, body);
    return status === 200 && (answer as SeamlessTransactionAnswer).status === 'OK';
  };
  const common = { token, roundId: round, gameId: 'bench-slot', currency: 'EUR' };
  const bet = await send('bet', {
    ...common,
    transactionId: `${round}-bet`,
    roundClosed: false,
    amount: 100,
  });
  const win = await send('win', {
    ...common,
    transactionId: `${round}-win`,
    roundClosed: true,
    amount: Math.floor(Math.random() * 200),
  });
  return bet && win;
}

/** The baseline's round trip: two calls, each one PostgreSQL transaction, as the bet and the win are two. */
async function baselineRoundTrip(base: string, player: number): Promise<boolean> {
  const send = async (amount: number) => {
    const raw = JSON.stringify({ account: 1 + (player % BASELINE_ACCOUNTS), amount });
    const { status, answer } = await postRaw(base, BASELINE_PATH, raw);
    return status === 200 && (answer as { status: string }).status === 'OK';
  };
  const bet = await send(100);
  const win = await send(-Math.floor(Math.random() * 200));
  return bet && win;
}

const paced = (duration: number, roundTripOf: (i: number) => Promise<boolean>) =>
  pacedLoad({ rate, seconds: duration }, roundTripOf);

function printRun(title: string, run: LoadRun): void {
  printLoadRun(title, run, { unit: 'round trips', target: rate });
}

async function main(): Promise<number> {
  if (process.argv[2] === BASELINE_MODE) {
    await serveBaseline(process.argv[3] ?? '', Number(process.argv[4]));
    return new Promise<number>(() => undefined);
  }
  const adminUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!adminUrl?.startsWith('postgres')) {
    console.log(
      'Seamless-wallet bench skipped: set DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server.',
    );
    return 0;
  }
  const { name, url, drop } = await createThrowawayDatabase(adminUrl, 'casino_bench_games');
  let server: ChildProcess | undefined;
  let baseline: ChildProcess | undefined;
  let database: Database | undefined;
  try {
    database = await openDatabase({ url, dataDir: '' });
    await database.migrate();
    const [port, baselinePort] = [await freePort(), await freePort()];
    const base = `http://127.0.0.1:${port}`;
    const baselineBase = `http://127.0.0.1:${baselinePort}`;
    server = startServer(url, port);
    baseline = startBaseline(url, baselinePort);
    await waitForHealth(base, server);
    await waitForHealth(baselineBase, baseline, BASELINE_PATH);
    console.log(
      `Seamless-wallet bench: ${playerCount} players${withBonuses ? ', each with an active bonus' : ''}, ` +
        `${rate} bet-and-win round trips/s for ${seconds} s ` +
        `(after ${WARM_UP_SECONDS} s of warm-up), server on ${base}, database ${name}`,
    );
    const tokens = await preparePlayers(base, database);
    const ours = (i: number) => roundTrip(base, tokens[i % tokens.length] ?? '', randomUUID());
    const bare = (i: number) => baselineRoundTrip(baselineBase, i % playerCount);
    await paced(WARM_UP_SECONDS, bare);
    await paced(WARM_UP_SECONDS, ours);
    // A throw-away database has no statistics yet, and a statement prepared against its empty tables may keep a
    // plan made for them (a sequential scan) until autovacuum analyses them, a minute or more later. A database
    // in service has its statistics: gather them once the warm-up has filled the tables, then warm up again.
    await database.db.execute(sql`analyze`);
    await paced(WARM_UP_SECONDS, ours);
    // The two loads take turns in short slices, so that both meet the same moments of a shared machine.
    const bareSlices: LoadRun[] = [];
    const slices: LoadRun[] = [];
    for (let slice = 0; slice < Math.max(1, Math.round(seconds / SLICE_SECONDS)); slice++) {
      bareSlices.push(await paced(SLICE_SECONDS, bare));
      slices.push(await paced(SLICE_SECONDS, ours));
    }
    const bareRun = joinRuns(bareSlices);
    const run = joinRuns(slices);
    agent.destroy();
    const report = await checkLedger(database.db);
    printRun('Baseline: bare Fastify, one TPC-B-like PostgreSQL transaction per call, two calls', bareRun);
    printRun('Bet-and-win round trip (two signed HTTP calls) through the seamless wallet', run);
    const p99 = percentile(run.latencies, 99);
    const ratio = p99 / Math.max(0.01, percentile(bareRun.latencies, 99));
    console.log(`\n  p99 ${p99.toFixed(2)} ms = ${ratio.toFixed(2)} × the baseline's`);
    console.log(`  goal p99 <= ${GOAL_P99_MS} ms: ${p99 <= GOAL_P99_MS ? 'OK' : 'OVER'}`);
    console.log(`  goal p99 <= ${GOAL_RATIO} × baseline: ${ratio <= GOAL_RATIO ? 'OK' : 'OVER'}`);
    console.log(`  ${formatLedgerReport(report).split('\n').join('\n  ')}`);
    return report.ok && run.failures === 0 && bareRun.failures === 0 ? 0 : 1;
  } finally {
    if (server) await stopServer(server);
    if (baseline) await stopServer(baseline);
    await database?.close();
    await drop();
  }
}

runBench(main);
