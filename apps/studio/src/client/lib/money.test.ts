import { describe, expect, it } from 'vitest';
import { formatMoney, formatPercent, minorUnitsPerMajor } from './money.ts';

describe('money for players', () => {
  it('turns minor units into the currency of the balance', () => {
    expect(formatMoney(123456, 'EUR', 'en-US')).toBe('€1,234.56');
    expect(formatMoney(123456, 'EUR', 'de-DE')).toBe('1.234,56\u00a0€');
    expect(formatMoney(500, 'JPY', 'en-US')).toBe('¥500');
    expect(minorUnitsPerMajor('RON')).toBe(100);
    expect(formatMoney(1234, 'BHD', 'en')).toBe('BHD\u00a01.234');
  });

  it('still shows an unknown currency code', () => {
    expect(formatMoney(250, 'X1', 'en')).toBe('2.50 X1');
  });

  it('shows a return to player with two decimals', () => {
    expect(formatPercent(0.9600004, 'en-US')).toBe('96.00 %');
    expect(formatPercent(0.9712, 'fr-FR')).toBe('97,12 %');
  });
});
