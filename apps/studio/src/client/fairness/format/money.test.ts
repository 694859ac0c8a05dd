import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

describe('formatMoney', () => {
  it('reads minor units with the currency’s own digits', () => {
    expect(formatMoney(123456, 'EUR', 'en')).toBe('€1,234.56');
    expect(formatMoney(1500, 'JPY', 'en')).toBe('¥1,500');
    expect(formatMoney(1234, 'BHD', 'en')).toBe('BHD\u00a01.234');
  });

  it('formats in the player’s locale', () => {
    expect(formatMoney(123456, 'EUR', 'de')).toBe('1.234,56\u00a0€');
  });

  it('still shows an unknown currency code', () => {
    expect(formatMoney(250, 'X1', 'en')).toBe('2.50 X1');
  });
});
