import { Readable } from 'node:stream';

/**
 * Reads the first `count` bytes of a stream (fewer if it ends sooner) and returns them with a stream that
 * replays them followed by the rest, so the type can be judged before anything is stored.
 */
export async function readHead(source: Readable, count: number): Promise<{ head: Buffer; stream: Readable }> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let collected = 0;
  let ended = false;
  while (collected < count) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    collected += next.value.length;
  }
  const start = Buffer.concat(chunks);
  async function* replay(): AsyncGenerator<Buffer> {
    if (start.length > 0) yield start;
    if (ended) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  const stream = Readable.from(replay(), { objectMode: false });
  stream.once('close', () => {
    if (!stream.readableEnded) source.destroy();
  });
  return { head: start.subarray(0, count), stream };
}
