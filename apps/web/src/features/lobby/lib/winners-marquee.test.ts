import { describe, expect, it } from 'vitest';
import { WINNERS_LATEST_HEIGHT_PX } from '@casino/rules';
import { marqueeSeconds, scrollsAsMarquee, WINNERS_ROW_PX } from './winners-marquee.ts';

describe('the latest winners marquee', () => {
  it('scrolls only when the rows and the header overflow the 630 px frame', () => {
    const fitting = Math.floor(WINNERS_LATEST_HEIGHT_PX / WINNERS_ROW_PX) - 1;
    expect(scrollsAsMarquee(fitting)).toBe(false);
    expect(scrollsAsMarquee(fitting + 1)).toBe(true);
    expect(scrollsAsMarquee(0)).toBe(false);
  });

  it('moves at the same speed whatever the number of rows', () => {
    expect(marqueeSeconds(20) / 20).toBe(marqueeSeconds(14) / 14);
  });
});
