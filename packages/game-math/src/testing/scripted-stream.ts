/** A stand-in random stream for tests that need one draw to give a chosen value. */
import type { RandomStream } from '../fairness/random-stream.ts';

export function scriptedStream(draws: Partial<Pick<RandomStream, 'int' | 'float'>>): RandomStream {
  const unscripted = (): never => {
    throw new Error('this draw is not scripted');
  };
  return {
    nextByte: unscripted,
    nextUint32: unscripted,
    int: draws.int ?? unscripted,
    float: draws.float ?? unscripted,
    weighted: unscripted,
    shuffle: unscripted,
    bytesUsed: 0,
  };
}
