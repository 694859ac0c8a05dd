import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readHead } from './read-head.ts';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('readHead', () => {
  it('gives the first bytes across chunks and replays the whole stream', async () => {
    const parts = ['ab', 'cdef', 'gh', 'ij'].map((part) => Buffer.from(part));
    const { head, stream } = await readHead(Readable.from(parts), 5);
    expect(head.toString()).toBe('abcde');
    expect((await readAll(stream)).toString()).toBe('abcdefghij');
  });

  it('copes with a stream shorter than asked', async () => {
    const { head, stream } = await readHead(Readable.from([Buffer.from('ab')]), 5);
    expect(head.toString()).toBe('ab');
    expect((await readAll(stream)).toString()).toBe('ab');
  });

  it('copes with an empty stream', async () => {
    const { head, stream } = await readHead(Readable.from([]), 5);
    expect(head.length).toBe(0);
    expect((await readAll(stream)).length).toBe(0);
  });
});
