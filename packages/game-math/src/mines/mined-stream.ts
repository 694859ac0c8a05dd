/** For tests: a stand-in stream whose one shuffle mines chosen cells. */
import type { RandomStream } from '../fairness/random-stream.ts';
import { scriptedStream } from '../testing/scripted-stream.ts';

/** A stream whose shuffle puts the items at `mines` first, in that order, and the rest after in order. */
export function minedStream(mines: readonly number[]): RandomStream {
  return {
    ...scriptedStream({}),
    shuffle: <T>(items: readonly T[]): T[] => [
      ...mines.map((index) => items[index] as T),
      ...items.filter((_, index) => !mines.includes(index)),
    ],
  };
}
