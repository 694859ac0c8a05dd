/** Where two JSON-like values differ, as paths such as `outcome.spin.window[2][1]`. */

export interface Difference {
  readonly path: string;
  readonly stored: unknown;
  readonly recomputed: unknown;
}

export function listDifferences(stored: unknown, recomputed: unknown, path: string): Difference[] {
  const differences: Difference[] = [];
  collect(stored, recomputed, path, differences);
  return differences;
}

function collect(stored: unknown, recomputed: unknown, path: string, out: Difference[]): void {
  if (Array.isArray(stored) && Array.isArray(recomputed)) {
    if (stored.length !== recomputed.length) {
      out.push({ path: `${path}.length`, stored: stored.length, recomputed: recomputed.length });
    }
    const shared = Math.min(stored.length, recomputed.length);
    for (let i = 0; i < shared; i += 1) collect(stored[i], recomputed[i], `${path}[${i}]`, out);
    return;
  }
  if (isRecord(stored) && isRecord(recomputed)) {
    const keys = new Set([...Object.keys(stored), ...Object.keys(recomputed)]);
    for (const key of keys) collect(stored[key], recomputed[key], path ? `${path}.${key}` : key, out);
    return;
  }
  if (stored !== recomputed) out.push({ path, stored, recomputed });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
