import { expect, it } from 'vitest';
import { formatNumber } from './format.ts';

it('uses a comma for thousands', () => {
  expect(formatNumber(1234567)).toBe('1,234,567');
  expect(formatNumber(1234.5, 2)).toBe('1,234.50');
});

it('agrees with the en-US number format on small, large, negative and rounded values', () => {
  const values = [
    0,
    1,
    12,
    999,
    1000,
    65536,
    1234567.891,
    -1,
    -0.4,
    -1234.5,
    0.005,
    99999.995,
    1.005,
    0.1 + 0.2,
    1e15,
    5e-7,
  ];
  for (const value of values)
    for (const digits of [0, 1, 2, 8]) {
      const expected = new Intl.NumberFormat('en-US', {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
        // A value that rounds to zero is written without a minus sign.
        signDisplay: 'negative',
      }).format(value);
      expect(formatNumber(value, digits), `${value} with ${digits} digits`).toBe(expected);
    }
});
