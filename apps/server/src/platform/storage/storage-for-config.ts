import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FileStorage } from './file-storage.ts';
import { createLocalFileStorage } from './local-file-storage.ts';

/** DATA_DIR as config.ts resolves it when set to `memory://` (tests and throw-away runs). */
const MEMORY_DATA_DIR = resolve('memory://');

/**
 * The private upload storage for a data directory: DATA_DIR/uploads, outside the web root. With DATA_DIR
 * `memory://` the files go to a temporary directory removed on close.
 */
export function fileStorageFor(dataDir: string): FileStorage {
  if (dataDir === 'memory://' || dataDir === MEMORY_DATA_DIR) {
    return createLocalFileStorage(mkdtempSync(join(tmpdir(), 'casino-uploads-')), { temporary: true });
  }
  return createLocalFileStorage(join(dataDir, 'uploads'));
}
