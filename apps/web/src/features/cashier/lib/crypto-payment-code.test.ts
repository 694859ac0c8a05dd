import { describe, expect, it } from 'vitest';
import { cryptoPaymentCode } from './crypto-payment-code.ts';

describe('the QR code of a crypto deposit', () => {
  it('BTC: a BIP-21 request with the amount in BTC', () => {
    expect(cryptoPaymentCode('BTC', 'tb1qabc', '0.00052631')).toEqual({
      text: 'bitcoin:tb1qabc?amount=0.00052631',
      withAmount: true,
    });
  });

  it('ETH: an EIP-681 request with the amount in wei', () => {
    expect(cryptoPaymentCode('ETH', '0xabc', '0.01234567')).toEqual({
      text: 'ethereum:0xabc?value=12345670000000000',
      withAmount: true,
    });
    expect(cryptoPaymentCode('ETH', '0xabc', '2').text).toBe('ethereum:0xabc?value=2000000000000000000');
  });

  it('USDT: the address alone, the amount is typed by the player', () => {
    expect(cryptoPaymentCode('USDT', '0xdef', '40.5')).toEqual({ text: '0xdef', withAmount: false });
  });

  it('an amount that is not a plain decimal leaves the address alone', () => {
    expect(cryptoPaymentCode('BTC', 'tb1qabc', '1e-5')).toEqual({ text: 'tb1qabc', withAmount: false });
    expect(cryptoPaymentCode('ETH', '0xabc', '')).toEqual({ text: '0xabc', withAmount: false });
  });
});
