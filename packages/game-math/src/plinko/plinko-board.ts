/** The Plinko boards: 8 to 16 rows of pegs, each at low, medium or high risk. */

export const PLINKO_MIN_ROWS = 8;
export const PLINKO_MAX_ROWS = 16;
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
/** The house edge when none is configured (1 %); the pay tables are designed for it. */
export const PLINKO_DEFAULT_HOUSE_EDGE = 0.01;

export type PlinkoRisk = (typeof PLINKO_RISKS)[number];
export type PlinkoRows = 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16;

/** Why a board cannot be played. */
export type PlinkoProblem = 'rows-out-of-range' | 'unknown-risk';

/** Why a board cannot be played, or null when it can. */
export function validatePlinkoBoard(rows: number, risk: string): PlinkoProblem | null {
  if (!Number.isInteger(rows) || rows < PLINKO_MIN_ROWS || rows > PLINKO_MAX_ROWS) return 'rows-out-of-range';
  if (!isPlinkoRisk(risk)) return 'unknown-risk';
  return null;
}

/** The board's rows as a table key; throws RangeError on a board that cannot be played. */
export function checkedPlinkoRows(rows: number, risk: string): PlinkoRows {
  const problem = validatePlinkoBoard(rows, risk);
  if (problem) throw new RangeError(`plinko ${rows} rows, ${risk} risk: ${problem}`);
  return rows as PlinkoRows;
}

function isPlinkoRisk(risk: string): risk is PlinkoRisk {
  return (PLINKO_RISKS as readonly string[]).includes(risk);
}
