/** For tests: a stream whose shuffle deals chosen cards first, so a round's cards can be set up by hand. */
import { cardCode } from '../cards/cards.ts';
import type { RandomStream } from '../fairness/random-stream.ts';
import { scriptedStream } from '../testing/scripted-stream.ts';

/**
 * A stream whose shuffle returns the cards of `codes` first, in that order, then the rest of the items in
 * their own order. Only for shuffling cards; any other draw throws.
 */
export function stackedStream(codes: readonly string[]): RandomStream {
  return {
    ...scriptedStream({}),
    shuffle<T>(items: readonly T[]): T[] {
      const rest = [...items];
      const top = codes.map((code) => {
        const index = rest.findIndex((item) => cardCode(item as Parameters<typeof cardCode>[0]) === code);
        if (index < 0) throw new Error(`no ${code} left to stack`);
        return rest.splice(index, 1)[0] as T;
      });
      return [...top, ...rest];
    },
  };
}
