import type { Readable } from 'node:stream';

/**
 * Private file storage: files live outside the web root and are reached only through the API that owns them.
 * Keys are server-generated paths such as `verification/<userId>/<uuid>`; a user-supplied name never becomes
 * part of a key.
 */
export interface FileStorage {
  /**
   * Stores the stream under `key`. Refuses with FileTooLargeError once more than `maxBytes` arrive, leaving
   * nothing stored. Resolves with the number of bytes written.
   */
  put(key: string, source: Readable, options: { maxBytes: number }): Promise<{ size: number }>;
  /** The stored bytes; rejects with StoredFileMissingError when nothing is stored under `key`. */
  get(key: string): Promise<Readable>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Releases what the storage holds for the process (a temporary root is removed). */
  close(): Promise<void>;
}

export class FileTooLargeError extends Error {
  override name = 'FileTooLargeError';
  constructor(readonly maxBytes: number) {
    super(`file exceeds ${maxBytes} bytes`);
  }
}

export class StoredFileMissingError extends Error {
  override name = 'StoredFileMissingError';
  constructor(readonly key: string) {
    super(`no stored file under ${key}`);
  }
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*$/i;

/** Keys are plain segments of letters, digits, '-' and '_': no '..', no absolute path, no dot files. */
export function assertValidKey(key: string): void {
  if (key.length > 512 || !KEY_PATTERN.test(key)) throw new Error(`invalid storage key: ${key}`);
}
