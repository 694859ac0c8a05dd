import { WINNERS_LATEST_HEIGHT_PX } from '@casino/rules';

/** A winners row's height in px (winners.module.css `.row`); the header row is as high. */
export const WINNERS_ROW_PX = 48;
/** How long each row stays before the next step, in seconds. */
const SECONDS_PER_ROW = 2.5;

/** Whether the latest tab's rows overflow its 630 px frame (§9), so that they scroll as a marquee. */
export function scrollsAsMarquee(rows: number): boolean {
  return (rows + 1) * WINNERS_ROW_PX > WINNERS_LATEST_HEIGHT_PX;
}

/** One pass of the marquee over every row, at the same speed however many rows there are. */
export function marqueeSeconds(rows: number): number {
  return rows * SECONDS_PER_ROW;
}
