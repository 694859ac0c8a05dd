/**
 * `npm run bench -- catalogue`: the lobby's catalogue reads with a catalogue of BENCH_GAMES (default 10,000) games
 * from BENCH_STUDIOS (default 80) studios, imported through the catalogue import into a throw-away database
 * (PostgreSQL when DATABASE_URL or TEST_DATABASE_URL names one, else embedded PGlite). The server runs as its own
 * process in production mode on 127.0.0.1; this process sends a lobby's mix of reads (category pages, studio
 * pages, the counts, the studio list and searches, typos included) at BENCH_RATE (default 1,000) requests per
 * second for BENCH_SECONDS (default 20), and the same rate to a bare Fastify hello-world route served by a second
 * process of this script, the two taking turns in slices of 2 s so that both meet the same moments of a shared
 * machine. Then each gets BENCH_CONCURRENCY (default 32) requests kept in flight for 5 s, for the most it answers
 * per second. Prints p50 and p99 of both, the throughputs and their ratio, and the goals (p99 ≤ 20 ms at the
 * rate; our throughput ≥ 0.25 × the bare route's).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { createThrowawayDatabase, freePort } from '@casino/server-kit';
import { loadConfig } from '../../config.ts';
import { startPlatformServer, stopServer, waitForHealth } from '../../platform/bench/bench-server.ts';
import { percentile, runBench } from '../../platform/bench/bench-support.ts';
import {
  closedLoad,
  joinRuns,
  pacedLoad,
  printRun,
  throughputOf,
  type LoadRun,
} from '../../platform/bench/load.ts';
import { openDatabase } from '../../platform/db/client.ts';
import { benchCatalogue, benchGameName, benchStudioName } from './bench-catalogue.ts';
import { createCatalogueImport } from './catalogue-import.service.ts';
import { buildCatalogueIndex } from './catalogue-index.ts';
import { listAvailableGames } from './games.repo.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const rate = Number(process.env.BENCH_RATE ?? 1000);
const gameCount = Number(process.env.BENCH_GAMES ?? 10_000);
const studioCount = Number(process.env.BENCH_STUDIOS ?? 80);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 32);
const WARM_UP_SECONDS = 2;
const SLICE_SECONDS = 2;
const SATURATION_SECONDS = 5;
const GOAL_P99_MS = 20;
const GOAL_RATIO = 0.25;
const BARE_MODE = 'bare-hello-world';
const BARE_PATH = '/hello';

const CATEGORY_PAGES = [
  'slots',
  'slots',
  'slots',
  'new',
  'top',
  'megaways',
  'bonus-buy',
  'instant_games',
  'dropwins',
];

/** The i-th request of a lobby's mix: what players open, most often the first pages. */
function lobbyRead(i: number, studioIds: readonly number[]): string {
  // A fixed, well-spread sequence, so that every run sends the same mix.
  const pick = (n: number) => Math.floor((((i * 2654435761) % 2 ** 32) / 2 ** 32) * n);
  const page = 1 + Math.min(pick(10), 3) * (pick(7) % 2);
  switch (i % 20) {
    case 0:
      return '/api/games/counts';
    case 1:
      return '/api/providers';
    case 2:
    case 3:
    case 4:
    case 5: {
      const name = benchGameName(pick(gameCount));
      // Half of the searches are typed with a letter missing.
      const typed = i % 2 === 0 ? name : name.slice(0, 3) + name.slice(4);
      return `/api/search?q=${encodeURIComponent(typed.slice(0, 4 + pick(10)))}`;
    }
    case 6:
      return `/api/search?q=${encodeURIComponent(benchStudioName(pick(studioCount)).split(' ')[0] ?? '')}`;
    case 7:
    case 8:
    case 9:
    case 10: {
      const studio = studioIds[pick(studioIds.length)] ?? 1;
      return `/api/games?provider=${studio}&page=${page}&pageSize=15`;
    }
    default:
      return `/api/games?category=${CATEGORY_PAGES[pick(CATEGORY_PAGES.length)]}&page=${page}&pageSize=15`;
  }
}

const agent = new Agent({ keepAlive: true, maxSockets: 256 });

/** A GET that reads the whole answer; true when it is 200. */
function get(base: string, path: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${base}${path}`, { agent }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => resolve(response.statusCode === 200));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

async function serveBare(port: number): Promise<void> {
  const app = Fastify({ logger: false });
  app.get(BARE_PATH, async () => ({ hello: 'world' }));
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
  await app.listen({ host: '127.0.0.1', port });
}

function startBare(port: number): ChildProcess {
  const script = fileURLToPath(import.meta.url);
  return spawn(process.execPath, [...process.execArgv, script, BARE_MODE, String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** The throw-away database: PostgreSQL when configured, else a PGlite folder the server opens after the import. */
async function throwawayDatabase(): Promise<{
  env: Record<string, string>;
  label: string;
  drop: () => Promise<void>;
}> {
  const adminUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  const dataDir = mkdtempSync(join(tmpdir(), 'casino-catalogue-bench-'));
  if (adminUrl?.startsWith('postgres')) {
    const { name, url, drop } = await createThrowawayDatabase(adminUrl, 'casino_bench_catalogue');
    return { env: { DATABASE_URL: url, DATA_DIR: dataDir }, label: `PostgreSQL database ${name}`, drop };
  }
  return {
    env: { DATABASE_URL: '', DATA_DIR: dataDir },
    label: `PGlite in ${dataDir}`,
    drop: async () => undefined,
  };
}

/** Imports the catalogue as the platform imports a studio's, and answers the studios' ids. */
async function loadCatalogue(env: Record<string, string>): Promise<number[]> {
  const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', ...env });
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const catalogue = benchCatalogue(gameCount, studioCount);
    const started = performance.now();
    const report = await createCatalogueImport({
      db: database.db,
      now: () => new Date(),
      source: async () => catalogue,
      log: { info: () => undefined, warn: () => undefined },
    }).run();
    console.log(
      `  imported ${report.imported} games from ${studioCount} studios in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return buildCatalogueIndex(await listAvailableGames(database.db))
      .studios()
      .map((studio) => studio.id);
  } finally {
    await database.close();
  }
}

async function main(): Promise<number> {
  if (process.argv[2] === BARE_MODE) {
    await serveBare(Number(process.argv[3]));
    return new Promise<number>(() => undefined);
  }
  const database = await throwawayDatabase();
  let server: ChildProcess | undefined;
  let bare: ChildProcess | undefined;
  try {
    console.log(
      `Catalogue bench: ${gameCount} games, ${studioCount} studios, ${rate} requests/s for ${seconds} s ` +
        `(after ${WARM_UP_SECONDS} s of warm-up) on ${database.label}`,
    );
    const studioIds = await loadCatalogue(database.env);
    const [port, barePort] = [await freePort(), await freePort()];
    const base = `http://127.0.0.1:${port}`;
    const bareBase = `http://127.0.0.1:${barePort}`;
    server = startPlatformServer(port, {
      ...database.env,
      PAYMENT_SANDBOX_SECRET: 'bench-only-sandbox-secret-0123456789',
      PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
      STUDIO_WALLET_SECRET: 'bench-only-studio-secret-0123456789',
    });
    bare = startBare(barePort);
    await waitForHealth(base, server);
    await waitForHealth(bareBase, bare, BARE_PATH);
    const ours = (i: number) => get(base, lobbyRead(i, studioIds));
    const hello = () => get(bareBase, BARE_PATH);
    await pacedLoad({ rate, seconds: WARM_UP_SECONDS }, hello);
    await pacedLoad({ rate, seconds: WARM_UP_SECONDS }, ours);
    const bareSlices: LoadRun[] = [];
    const slices: LoadRun[] = [];
    for (let slice = 0; slice < Math.max(1, Math.round(seconds / SLICE_SECONDS)); slice++) {
      bareSlices.push(await pacedLoad({ rate, seconds: SLICE_SECONDS }, hello));
      slices.push(await pacedLoad({ rate, seconds: SLICE_SECONDS }, ours));
    }
    const bareRun = joinRuns(bareSlices);
    const run = joinRuns(slices);
    const bareMost = await closedLoad({ concurrency, seconds: SATURATION_SECONDS }, hello);
    const ourMost = await closedLoad({ concurrency, seconds: SATURATION_SECONDS }, ours);
    agent.destroy();

    printRun('Baseline: bare Fastify hello-world route, at the rate', bareRun, {
      unit: 'requests',
      target: rate,
    });
    printRun('Lobby reads (category and studio pages, counts, studios, searches), at the rate', run, {
      unit: 'requests',
      target: rate,
    });
    printRun(`Baseline, ${concurrency} requests in flight`, bareMost, { unit: 'requests' });
    printRun(`Lobby reads, ${concurrency} requests in flight`, ourMost, { unit: 'requests' });
    const p99 = percentile(run.latencies, 99);
    const pacedRatio = throughputOf(run) / Math.max(throughputOf(bareRun), 0.001);
    const ratio = throughputOf(ourMost) / Math.max(throughputOf(bareMost), 0.001);
    console.log(
      `\n  at the rate: p99 ${p99.toFixed(2)} ms (bare ${percentile(bareRun.latencies, 99).toFixed(2)} ms), ` +
        `throughput ${pacedRatio.toFixed(2)} × the bare route's`,
    );
    console.log(`  most answered: ${ratio.toFixed(2)} × the bare route's`);
    console.log(`  goal p99 <= ${GOAL_P99_MS} ms: ${p99 <= GOAL_P99_MS ? 'OK' : 'OVER'}`);
    console.log(`  goal throughput >= ${GOAL_RATIO} × bare: ${ratio >= GOAL_RATIO ? 'OK' : 'UNDER'}`);
    return run.failures === 0 && bareRun.failures === 0 && ourMost.failures === 0 ? 0 : 1;
  } finally {
    if (server) await stopServer(server);
    if (bare) await stopServer(bare);
    await database.drop();
  }
}

runBench(main);
