import { describe, expect, it } from 'vitest';
import { signSeamlessCall } from './sign.ts';

describe("the studio's seamless-wallet signature", () => {
  it('matches the example of docs/seamless-wallet.md, as the platform computes it', () => {
    // printf '%s\n%s\n%s\n%s' '1772366400' 'POST' '/api/seamless/v1/lumen-studio/authenticate' '{"token":"abc"}' \
    //   | openssl dgst -sha256 -hmac 'studio-secret'
    const call = {
      method: 'POST',
      path: '/api/seamless/v1/lumen-studio/authenticate',
      body: '{"token":"abc"}',
    };
    expect(signSeamlessCall('studio-secret', call, 1772366400)).toBe(
      't=1772366400,v2=f6e8b4859b52ca2023bdf78a2c4c127e21fce932e35659ebfb2493856d888e39',
    );
  });

  it('signs the operation: the same body for bet and win has different signatures', () => {
    const body = '{"transactionId":"tx-1"}';
    const bet = signSeamlessCall('s', { method: 'POST', path: '/api/seamless/v1/lumen-studio/bet', body }, 1);
    const win = signSeamlessCall('s', { method: 'POST', path: '/api/seamless/v1/lumen-studio/win', body }, 1);
    expect(bet).not.toBe(win);
  });
});
