/** House edges are given as fractions (0.01 = 1 %) and computed on in whole basis points, so results are exact. */

/** 0.01 → 100. Throws unless the edge is a whole number of basis points in [0, 1). */
export function basisPoints(houseEdge: number): number {
  const points = Math.round(houseEdge * 10_000);
  if (
    !Number.isFinite(houseEdge) ||
    Math.abs(points - houseEdge * 10_000) > 1e-6 ||
    points < 0 ||
    points >= 10_000
  ) {
    throw new RangeError(`house edge must be a whole number of basis points in [0, 1), got ${houseEdge}`);
  }
  return points;
}
