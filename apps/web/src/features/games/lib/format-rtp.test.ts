import { expect, it } from 'vitest';
import { formatRtp } from './format-rtp.ts';

it('writes the return to player as a percentage with two decimals', () => {
  expect(formatRtp(0.96)).toBe('96.00 %');
  expect(formatRtp(0.9612)).toBe('96.12 %');
  expect(formatRtp(0.94255)).toBe('94.26 %');
  expect(formatRtp(1)).toBe('100.00 %');
});
