import { expect, it } from 'vitest';
import { formatNumber } from './format.ts';

it('uses a comma for thousands', () => {
  expect(formatNumber(1234567)).toBe('1,234,567');
  expect(formatNumber(1234.5, 2)).toBe('1,234.50');
});
