import { describe, expect, it } from 'vitest';
import { SEAMLESS_WALLET_BASE_PATH } from '@casino/contracts';
import { signSeamlessRequest, verifySeamlessSignature } from './seamless-signature.ts';

const secret = 'studio-secret';
const at = new Date('2026-03-01T12:00:00Z');
const call = (operation: string, body = '{"token":"abc"}', provider = 'lumen-studio') => ({
  method: 'POST',
  path: `${SEAMLESS_WALLET_BASE_PATH}/${provider}/${operation}`,
  body: Buffer.from(body),
});

describe('seamless-wallet request signatures', () => {
  it('match the example of docs/seamless-wallet.md, computed there with printf and openssl', () => {
    expect(signSeamlessRequest(secret, call('authenticate'), at)).toBe(
      't=1772366400,v2=f6e8b4859b52ca2023bdf78a2c4c127e21fce932e35659ebfb2493856d888e39',
    );
  });

  it("cover the operation and the provider: a bet's signature does not sign a win or another provider's bet", () => {
    const bet = '{"transactionId":"tx-1","amount":100}';
    const header = signSeamlessRequest(secret, call('bet', bet), at);
    expect(verifySeamlessSignature(secret, call('bet', bet), header, at, 300)).toBe(true);
    expect(verifySeamlessSignature(secret, call('win', bet), header, at, 300)).toBe(false);
    expect(verifySeamlessSignature(secret, call('rollback', bet), header, at, 300)).toBe(false);
    expect(verifySeamlessSignature(secret, call('bet', bet, 'other-studio'), header, at, 300)).toBe(false);
  });
});
