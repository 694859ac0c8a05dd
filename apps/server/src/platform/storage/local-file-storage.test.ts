import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileTooLargeError, StoredFileMissingError, type FileStorage } from './file-storage.ts';
import { createLocalFileStorage } from './local-file-storage.ts';
import { fileStorageFor } from './storage-for-config.ts';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function chunked(bytes: Buffer, size = 1000): Readable {
  const parts: Buffer[] = [];
  for (let offset = 0; offset < bytes.length; offset += size)
    parts.push(bytes.subarray(offset, offset + size));
  return Readable.from(parts);
}

function filesUnder(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

describe('local file storage', () => {
  let root: string;
  let storage: FileStorage;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'storage-test-'));
    storage = createLocalFileStorage(root);
  });
  afterEach(async () => rm(root, { recursive: true, force: true }));

  it('stores, reads back and deletes a file under its key', async () => {
    const bytes = Buffer.from('hello private file');
    expect(await storage.put('verification/user-1/abc', chunked(bytes, 4), { maxBytes: 100 })).toEqual({
      size: bytes.length,
    });
    expect(await readFile(join(root, 'verification', 'user-1', 'abc'))).toEqual(bytes);
    expect(await readAll(await storage.get('verification/user-1/abc'))).toEqual(bytes);
    await storage.delete('verification/user-1/abc');
    await expect(storage.get('verification/user-1/abc')).rejects.toBeInstanceOf(StoredFileMissingError);
    await storage.delete('verification/user-1/abc');
  });

  it('accepts exactly the limit and refuses one byte more, leaving no partial file', async () => {
    await storage.put('a/exact', chunked(Buffer.alloc(5000)), { maxBytes: 5000 });
    await expect(
      storage.put('a/over', chunked(Buffer.alloc(5001)), { maxBytes: 5000 }),
    ).rejects.toBeInstanceOf(FileTooLargeError);
    expect(filesUnder(root)).toEqual(['exact']);
  });

  it('refuses keys that could leave its root', async () => {
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', '.hidden', 'a/b c', 'a\\b']) {
      await expect(storage.put(key, Readable.from([Buffer.from('x')]), { maxBytes: 10 })).rejects.toThrow(
        /invalid storage key/,
      );
    }
    expect(filesUnder(root)).toEqual([]);
  });

  it('uses a temporary root for DATA_DIR memory:// and removes it on close', async () => {
    const temporary = fileStorageFor('memory://');
    await temporary.put('k/1', Readable.from([Buffer.from('x')]), { maxBytes: 10 });
    expect((await readAll(await temporary.get('k/1'))).toString()).toBe('x');
    await temporary.close();
    await expect(temporary.get('k/1')).rejects.toBeInstanceOf(StoredFileMissingError);
  });
});
