// Whether a part of the build is current: a stamp file beside the build caches holds the fingerprint of the
// part's inputs (every source file's path and content, and the build settings read from the environment) as of
// its last successful build. The part is current when its outputs exist and that fingerprint is unchanged.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** Folders never read as inputs: installed packages and build outputs. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.vite']);
/** Tests and documentation are not part of any build, so changing them rebuilds nothing. */
const NOT_BUILT = /\.test\.(ts|tsx|mjs)$|\.md$/;

function* filesUnder(path) {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    if (!NOT_BUILT.test(path)) yield path;
    return;
  }
  const entries = readdirSync(path, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const entry of entries) {
    if (entry.isDirectory() && SKIPPED_FOLDERS.has(entry.name)) continue;
    yield* filesUnder(join(path, entry.name));
  }
}

/**
 * The fingerprint of `inputs` (files or folders, relative to `root`) and `settings` (e.g. the VITE_ variables a
 * client build reads): a SHA-256 over each file's path and content, in a stable order.
 * @param {string} root
 * @param {readonly string[]} inputs
 * @param {Readonly<Record<string, string>>} [settings]
 * @returns {string}
 */
export function fingerprintOf(root, inputs, settings = {}) {
  const hash = createHash('sha256');
  for (const [name, value] of Object.entries(settings).sort(([a], [b]) => (a < b ? -1 : 1)))
    hash.update(`setting ${name}=${value}\0`);
  for (const input of [...inputs].sort()) {
    for (const file of filesUnder(join(root, input))) {
      hash.update(`file ${relative(root, file)}\0`);
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

/**
 * Whether the build recorded in `stampFile` is current: every output exists and the stamp holds `fingerprint`.
 * @param {{ stampFile: string, outputs: readonly string[], fingerprint: string }} build
 * @returns {boolean}
 */
export function isBuildCurrent({ stampFile, outputs, fingerprint }) {
  if (!outputs.every((output) => existsSync(output))) return false;
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8')).fingerprint === fingerprint;
  } catch {
    return false;
  }
}

/**
 * Records that the outputs were built from the inputs whose fingerprint is `fingerprint`.
 * @param {string} stampFile
 * @param {string} fingerprint
 */
export function writeStamp(stampFile, fingerprint) {
  mkdirSync(dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, `${JSON.stringify({ fingerprint, builtAt: new Date().toISOString() })}\n`);
}
