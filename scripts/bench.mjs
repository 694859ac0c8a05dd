#!/usr/bin/env node
// npm run bench -- web : builds the app, serves it with the real server and the studio beside it (so the
// carousels are filled from the studio's catalogue), waits until the catalogue is imported and the main page's
// carousels show games, then measures the lobby's first-load JavaScript (gzip: the scripts loaded before the
// carousels come near the viewport) and Lighthouse's mobile scores on "/". Prints the figures and the goals.
// npm run bench -- ledger : wallet ledger operations against pgbench's TPC-B-like script on PostgreSQL
// (DATABASE_URL or TEST_DATABASE_URL); see apps/server/src/modules/wallet/ledger-bench.ts.
// npm run bench -- games : the game parts in turn (see GAMES_BENCH_PARTS): slot spins per second of the pure
// maths (scripts/slot-math-bench.ts), rounds per second of the table and instant games' maths
// (scripts/table-math-bench.ts), then bet-and-win round trips through the signed seamless-wallet HTTP API
// on PostgreSQL (game-wallet/game-wallet-bench.ts).
// npm run bench -- catalogue : the lobby's catalogue reads with 10,000 games from 80 studios at 1,000 requests/s
// against a bare Fastify route (games/catalogue-bench.ts), on PostgreSQL when configured, else PGlite.
// Every bench runs the compiled code, as shipped (scripts/build-parts.mjs), building first what is not current.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildParts, PRODUCT_PARTS } from './build-parts.mjs';

const target = process.argv[2] ?? 'web';
const port = Number(process.env.BENCH_PORT ?? 4499);
const base = `http://127.0.0.1:${port}`;
const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Runs a compiled script to its end and returns its exit status. */
function runCompiled(script) {
  return spawnSync(process.execPath, ['--enable-source-maps', script], { stdio: 'inherit' }).status ?? 1;
}

if (target === 'ledger') {
  await buildParts({ names: ['platform'], onlyStale: true });
  process.exit(runCompiled('apps/server/dist/modules/wallet/ledger-bench.js'));
}
if (target === 'games') {
  // Each part is a script run in turn; the exit status is the worst of them.
  const GAMES_BENCH_PARTS = [
    'dist/scripts/slot-math-bench.js',
    'dist/scripts/table-math-bench.js',
    'apps/server/dist/modules/game-wallet/game-wallet-bench.js',
  ];
  await buildParts({ names: ['slot-bench', 'table-bench', 'platform'], onlyStale: true });
  let status = 0;
  for (const script of GAMES_BENCH_PARTS) {
    const partStatus = runCompiled(script);
    if (partStatus !== 0) status = partStatus;
  }
  process.exit(status);
}
if (target === 'catalogue') {
  await buildParts({ names: ['platform'], onlyStale: true });
  process.exit(runCompiled('apps/server/dist/modules/games/catalogue-bench.js'));
}
if (target !== 'web') {
  console.error(`Unknown bench "${target}". Available: web, ledger, games, catalogue`);
  process.exit(2);
}

await buildParts({ names: PRODUCT_PARTS, onlyStale: true });
const studioPort = port + 1;
const studioBase = `http://127.0.0.1:${studioPort}`;
const benchDir = mkdtempSync(join(tmpdir(), 'casino-bench-'));
const studioSecret = 'bench-only-studio-secret-0123456789';
const studio = spawn(process.execPath, ['--enable-source-maps', 'apps/studio/dist/server/main.js'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    // The studio only publishes the catalogue and the art here, as in the end-to-end tier.
    NODE_ENV: 'test',
    STUDIO_HOST: '127.0.0.1',
    STUDIO_PORT: String(studioPort),
    STUDIO_PUBLIC_URL: studioBase,
    PLATFORM_URL: base,
    STUDIO_DATA_DIR: join(benchDir, 'studio'),
    STUDIO_DATABASE_URL: '',
    STUDIO_WALLET_SECRET: studioSecret,
    LOG_LEVEL: 'warn',
  },
});
await waitFor(`${studioBase}/studio/api/games`, 'the studio');
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    // Loopback has no TLS; production insists on it, so the bench plays the proxy that would terminate it.
    TLS_TERMINATED_UPSTREAM: 'true',
    PUBLIC_URL: base,
    // The carousels are measured filled: the platform imports the studio's catalogue at start.
    STUDIO_URL: studioBase,
    PAYMENT_SANDBOX_SECRET: 'bench-only-sandbox-secret-0123456789',
    // The bench makes no deposit; the unpaid sandbox provider only has to let the server start.
    PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
    STUDIO_WALLET_SECRET: studioSecret,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: benchDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    RATE_LIMIT_PER_MINUTE: '100000',
  },
});
try {
  await waitFor(`${base}/api/health`, 'the server');
  await catalogueImported();
  const js = await firstLoadJavaScript();
  // Lighthouse scores move from run to run; like Lighthouse CI we report the median run of several.
  // A run whose trace Chromium failed to record (Lighthouse's runtimeError) is repeated, not counted.
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
  const allScores = [];
  for (let attempt = 0; allScores.length < runs && attempt < runs * 2; attempt++) {
    const run = await lighthouseScores();
    if (run) allScores.push(run);
  }
  if (allScores.length === 0) throw new Error('every Lighthouse run failed');
  const byPerformance = [...allScores].sort((a, b) => a.performance - b.performance);
  const scores = byPerformance[Math.floor((byPerformance.length - 1) / 2)];
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  console.log('\nLobby first-load JavaScript');
  for (const file of js.files) console.log(`  ${file.url.replace(base, '')}  ${kb(file.gzip)} KB gzip`);
  console.log(`  total ${kb(js.total)} KB gzip (goal <= 150 KB) ${js.total <= 150 * 1024 ? 'OK' : 'OVER'}`);
  console.log(
    `\nLighthouse mobile, / (median of ${runs} runs; performance per run: ${allScores.map((r) => r.performance).join(', ')})`,
  );
  const goals = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 };
  for (const [name, goal] of Object.entries(goals)) {
    const score = scores[name];
    console.log(
      `  ${name.padEnd(15)} ${String(score).padStart(3)} (goal >= ${goal}) ${score >= goal ? 'OK' : 'BELOW'}`,
    );
  }
  for (const metric of [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
  ])
    console.log(`  ${metric.padEnd(26)} ${scores.metrics[metric]}`);
  if (scores.failing.length) console.log(`  audits below 0.9: ${scores.failing.join(', ')}`);
} finally {
  server.kill('SIGTERM');
  studio.kill('SIGTERM');
}

async function waitFor(url, what) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${what} did not start`);
}

/** The platform imports the studio's catalogue once it is ready: the lobby's counts say when games are in. */
async function catalogueImported() {
  for (let i = 0; i < 120; i++) {
    const counts = await (await fetch(`${base}/api/games/counts`)).json();
    if (counts.total > 0) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the catalogue was not imported');
}

async function firstLoadJavaScript() {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs.slice(1) });
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  const scripts = new Set();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().startsWith(base))
      scripts.add(response.url());
  });
  await page.goto(base, { waitUntil: 'networkidle' });
  // What the first screen loads is counted; then the carousels must show games, or the page is not the lobby.
  const counted = new Set(scripts);
  await page.getByRole('region', { name: 'Top games' }).scrollIntoViewIfNeeded();
  await page
    .getByRole('region', { name: 'Top games' })
    .getByRole('group')
    .first()
    .waitFor({ timeout: 30_000 });
  await browser.close();
  scripts.clear();
  for (const url of counted) scripts.add(url);
  const files = [];
  for (const url of scripts) {
    const body = Buffer.from(
      await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
    );
    files.push({ url, gzip: gzipSync(body, { level: 9 }).length });
  }
  return { files, total: files.reduce((sum, f) => sum + f.gzip, 0) };
}

async function lighthouseScores() {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: chromiumArgs,
  });
  try {
    const result = await lighthouse(`${base}/`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    // BENCH_LIGHTHOUSE_REPORT=<file> keeps the last run's full report, to see what an audit found.
    if (process.env.BENCH_LIGHTHOUSE_REPORT)
      writeFileSync(process.env.BENCH_LIGHTHOUSE_REPORT, JSON.stringify(result.lhr, null, 1));
    const { categories, audits, runtimeError, runWarnings } = result.lhr;
    if (runtimeError) {
      console.error(`Lighthouse run failed, repeating it: ${runtimeError.code}`);
      return null;
    }
    for (const warning of runWarnings ?? []) console.error(`Lighthouse warning: ${warning}`);
    const failing = Object.values(audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'notApplicable',
      )
      .map((a) => a.id);
    const metrics = Object.fromEntries(
      [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
      ].map((id) => [id, audits[id]?.displayValue ?? 'n/a']),
    );
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      'best-practices': Math.round(categories['best-practices'].score * 100),
      seo: Math.round(categories.seo.score * 100),
      metrics,
      failing,
    };
  } finally {
    await chrome.kill();
  }
}
