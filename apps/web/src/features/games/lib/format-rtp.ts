import { formatNumber } from '@casino/rules';

/** A return to player given as a fraction, as a percentage with two decimals: 0.96 → '96.00 %'. */
export function formatRtp(fraction: number): string {
  return `${formatNumber(fraction * 100, 2)} %`;
}
