/**
 * A standard set of paylines for any grid: every line moves at most one row between neighbouring reels.
 * Straight lines come first (middle row out), then symmetric shapes (V, inverted V, …), then the rest; within
 * each group the lines with fewer row changes and closer to the middle come first.
 */

/** The first `count` standard lines of a grid; throws when the grid has fewer. */
export function standardPaylines(reels: number, rows: number, count: number): number[][] {
  const lines = smoothLines(reels, rows);
  if (count < 1 || count > lines.length) {
    throw new RangeError(`a ${reels} × ${rows} grid has 1 to ${lines.length} standard lines, not ${count}`);
  }
  const middle = (rows - 1) / 2;
  const changes = (line: number[]): number => line.slice(1).filter((row, reel) => row !== line[reel]).length;
  const spread = (line: number[]): number => line.reduce((sum, row) => sum + Math.abs(row - middle), 0);
  const asymmetric = (line: number[]): number =>
    line.every((row, reel) => row === line[reels - 1 - reel]) ? 0 : 1;
  const ranked = lines
    .map((line) => ({
      line,
      key: [Math.min(changes(line), 1), asymmetric(line), changes(line), spread(line), ...line],
    }))
    .sort((a, b) => compareKeys(a.key, b.key));
  return ranked.slice(0, count).map((entry) => entry.line);
}

/** How many standard lines a grid has. */
export function standardPaylineCount(reels: number, rows: number): number {
  return smoothLines(reels, rows).length;
}

function smoothLines(reels: number, rows: number): number[][] {
  let lines: number[][] = Array.from({ length: rows }, (_, row) => [row]);
  for (let reel = 1; reel < reels; reel += 1) {
    lines = lines.flatMap((line) => {
      const last = line[line.length - 1] as number;
      return [last - 1, last, last + 1].filter((row) => row >= 0 && row < rows).map((row) => [...line, row]);
    });
  }
  return lines;
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i += 1) {
    const difference = (a[i] as number) - (b[i] as number);
    if (difference !== 0) return difference;
  }
  return 0;
}
