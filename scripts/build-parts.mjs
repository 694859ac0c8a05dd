// The parts of the production build, each rebuilt only when its inputs changed since its last build
// (scripts/build-freshness.mjs): the player app and the game client (Vite), and the platform, the studio server
// and the slot-maths bench compiled to JavaScript (scripts/bundle-node.mjs). `npm start`, the end-to-end server
// and the benches run these outputs.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleNode } from './bundle-node.mjs';
import { fingerprintOf, isBuildCurrent, writeStamp } from './build-freshness.mjs';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const STAMPS_DIR = join(REPO_ROOT, 'node_modules/.cache/casino-build');

/** What every part depends on: the workspace packages, the installed versions and the build scripts. */
const SHARED_INPUTS = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'packages',
  'scripts/build-parts.mjs',
  'scripts/bundle-node.mjs',
];

/** The platform's entry points: the server, the operator commands and the benches that run its code. */
const PLATFORM_ENTRY_POINTS = [
  'src/main.ts',
  'src/seed.ts',
  'src/ledger-check.ts',
  'src/modules/wallet/ledger-bench.ts',
  'src/modules/game-wallet/game-wallet-bench.ts',
  'src/modules/games/catalogue-bench.ts',
];

/** The variables a Vite build reads (VITE_FORCE_EUR_DISPLAY…): a change rebuilds the client. */
function viteSettings() {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith('VITE_')));
}

function npmRun(workspace, script) {
  const run = spawnSync('npm', ['run', script, '-w', workspace], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`npm run ${script} -w ${workspace} failed`);
}

/** The JavaScript file the bundler makes from the entry point `source` below `outbase`. */
function bundleOf(outdir, outbase, source) {
  return join(outdir, source.slice(outbase.length + 1).replace(/\.ts$/, '.js'));
}

/**
 * @typedef {{ name: string, inputs: readonly string[], outputs: readonly string[],
 *   settings?: () => Record<string, string>, build: () => void | Promise<void> }} BuildPart
 * @type {readonly BuildPart[]}
 */
export const BUILD_PARTS = [
  {
    name: 'web',
    inputs: [...SHARED_INPUTS, 'apps/web'],
    outputs: ['apps/web/dist/index.html'],
    settings: viteSettings,
    build: () => npmRun('@casino/web', 'build'),
  },
  {
    name: 'studio-client',
    inputs: [...SHARED_INPUTS, 'apps/studio/src', 'apps/studio/package.json', 'apps/studio/vite.config.ts'],
    outputs: ['apps/studio/dist/client/index.html'],
    settings: viteSettings,
    build: () => npmRun('@casino/studio', 'build'),
  },
  {
    name: 'platform',
    inputs: [...SHARED_INPUTS, 'apps/server/src', 'apps/server/package.json'],
    outputs: PLATFORM_ENTRY_POINTS.map((source) => join('apps/server', bundleOf('dist', 'src', source))),
    build: () =>
      bundleNode({
        root: join(REPO_ROOT, 'apps/server'),
        entryPoints: PLATFORM_ENTRY_POINTS,
        outbase: 'src',
        outdir: 'dist',
      }),
  },
  {
    name: 'studio',
    inputs: [...SHARED_INPUTS, 'apps/studio/src', 'apps/studio/package.json'],
    outputs: ['apps/studio/dist/server/main.js'],
    build: () =>
      bundleNode({
        root: join(REPO_ROOT, 'apps/studio'),
        entryPoints: ['src/server/main.ts'],
        outbase: 'src/server',
        outdir: 'dist/server',
      }),
  },
  {
    name: 'slot-bench',
    inputs: [...SHARED_INPUTS, 'scripts/slot-math-bench.ts'],
    outputs: ['dist/scripts/slot-math-bench.js'],
    build: () =>
      bundleNode({
        root: REPO_ROOT,
        entryPoints: ['scripts/slot-math-bench.ts'],
        outbase: 'scripts',
        outdir: 'dist/scripts',
      }),
  },
  {
    name: 'table-bench',
    inputs: [...SHARED_INPUTS, 'scripts/table-math-bench.ts'],
    outputs: ['dist/scripts/table-math-bench.js'],
    build: () =>
      bundleNode({
        root: REPO_ROOT,
        entryPoints: ['scripts/table-math-bench.ts'],
        outbase: 'scripts',
        outdir: 'dist/scripts',
      }),
  },
];

/**
 * Builds the parts named in `names` (all when empty); with `onlyStale`, only those whose build is missing or
 * older than their inputs. Stops at the first failure.
 * @param {{ names?: readonly string[], onlyStale?: boolean }} [options]
 */
export async function buildParts({ names = [], onlyStale = false } = {}) {
  const unknown = names.filter((name) => !BUILD_PARTS.some((part) => part.name === name));
  if (unknown.length > 0) {
    const known = BUILD_PARTS.map((part) => part.name).join(', ');
    throw new Error(`Unknown build part ${unknown.join(', ')}; the parts are ${known}`);
  }
  for (const part of BUILD_PARTS) {
    if (names.length > 0 && !names.includes(part.name)) continue;
    const fingerprint = fingerprintOf(REPO_ROOT, part.inputs, part.settings?.() ?? {});
    const stampFile = join(STAMPS_DIR, `${part.name}.json`);
    const outputs = part.outputs.map((output) => join(REPO_ROOT, output));
    if (onlyStale && isBuildCurrent({ stampFile, outputs, fingerprint })) {
      console.log(`build: ${part.name} is current`);
      continue;
    }
    const started = performance.now();
    await part.build();
    writeStamp(stampFile, fingerprint);
    console.log(`build: ${part.name} built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

/** The parts that `npm start` and the end-to-end server run. */
export const PRODUCT_PARTS = ['web', 'studio-client', 'platform', 'studio'];
