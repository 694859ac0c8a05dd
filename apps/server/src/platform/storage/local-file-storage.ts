import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { byteLimit } from './byte-limit.ts';
import { assertValidKey, StoredFileMissingError, type FileStorage } from './file-storage.ts';

/**
 * Files on the local disk under `root`, readable by the server's user only. A file is written to a temporary
 * name and renamed into place once complete, so a refused or broken upload never leaves a partial file behind.
 */
export function createLocalFileStorage(root: string, options: { temporary?: boolean } = {}): FileStorage {
  function pathOf(key: string): string {
    assertValidKey(key);
    return join(root, ...key.split('/'));
  }

  return {
    async put(key, source, { maxBytes }) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true, mode: 0o700 });
      const partial = `${target}.${randomUUID()}.part`;
      const limit = byteLimit(maxBytes);
      const sink = createWriteStream(partial, { flags: 'wx', mode: 0o600 });
      try {
        await pipeline(source, limit, sink);
        await rename(partial, target);
      } catch (error) {
        source.destroy();
        // The file may still be opening when the pipeline fails: remove it only once the stream has closed,
        // or the open would create it again after the removal.
        if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
        await rm(partial, { force: true });
        throw error;
      }
      return { size: limit.bytes() };
    },

    async get(key) {
      const path = pathOf(key);
      // Opening first turns a missing file into a clear error instead of a failure mid-response.
      const handle = await open(path, 'r').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') throw new StoredFileMissingError(key);
        throw error;
      });
      return handle.createReadStream();
    },

    async delete(key) {
      await unlink(pathOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },

    async close() {
      if (options.temporary) await rm(root, { recursive: true, force: true });
    },
  };
}
