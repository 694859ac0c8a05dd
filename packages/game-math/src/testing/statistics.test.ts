import { expect, it } from 'vitest';
import { chiSquareQuantile, normalQuantile } from './statistics.ts';

it('gives the normal quantiles of the printed tables', () => {
  expect(normalQuantile(0.5)).toBeCloseTo(0, 9);
  expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 5);
  expect(normalQuantile(0.995)).toBeCloseTo(2.575829, 5);
  expect(normalQuantile(0.9995)).toBeCloseTo(3.290527, 5);
  expect(normalQuantile(0.001)).toBeCloseTo(-3.090232, 5);
});

it('gives chi-square critical values within 0.5 % of the printed tables', () => {
  const table: [df: number, p: number, value: number][] = [
    [5, 0.99, 15.086],
    [36, 0.99, 58.619],
    [99, 0.99, 134.642],
    [255, 0.99, 310.457],
    [10, 0.95, 18.307],
  ];
  for (const [df, p, value] of table)
    expect(Math.abs(chiSquareQuantile(p, df) / value - 1)).toBeLessThan(0.005);
});
