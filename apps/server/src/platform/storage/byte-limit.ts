import { Transform, type TransformCallback } from 'node:stream';
import { FileTooLargeError } from './file-storage.ts';

/** Passes bytes through until more than `maxBytes` have gone by, then fails with FileTooLargeError. */
export function byteLimit(maxBytes: number): Transform & { bytes(): number } {
  let seen = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      seen += chunk.length;
      if (seen > maxBytes) callback(new FileTooLargeError(maxBytes));
      else callback(null, chunk);
    },
  });
  return Object.assign(transform, { bytes: () => seen });
}
