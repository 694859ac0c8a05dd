import { describe, expect, it } from 'vitest';
import { formatMoney, formatPercent, minorUnitsPerMajor } from './money.ts';

describe('money for players', () => {
  it('turns minor units into the currency of the balance', () => {
    expect(formatMoney(123456, 'EUR', 'en-US')).toBe('€1,234.56');
    expect(formatMoney(123456, 'EUR', 'de-DE')).toBe('1.234,56\u00a0€');
    expect(formatMoney(500, 'JPY', 'en-US')).toBe('¥500');
    expect(minorUnitsPerMajor('RON')).toBe(100);
  });

  it('shows a return to player with two decimals', () => {
    expect(formatPercent(0.9600004, 'en-US')).toBe('96.00 %');
    expect(formatPercent(0.9712, 'fr-FR')).toBe('97,12 %');
  });
});
