import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pathOf, signTimestamped, verifyTimestamped } from './timestamped-signature.ts';

const secret = 'studio-secret';
const at = new Date('2026-03-01T12:00:00Z');
const request = {
  method: 'POST',
  path: '/api/seamless/v1/lumen-studio/authenticate',
  body: Buffer.from('{"token":"abc"}'),
};

describe('timestamped request signatures', () => {
  it('is HMAC-SHA256 of "<t>\\n<METHOD>\\n<path>\\n<raw body>" in hex, the vector of docs/seamless-wallet.md', () => {
    // printf '%s\n%s\n%s\n%s' '1772366400' 'POST' '/api/seamless/v1/lumen-studio/authenticate' '{"token":"abc"}' \
    //   | openssl dgst -sha256 -hmac 'studio-secret'
    const expected = 't=1772366400,v2=f6e8b4859b52ca2023bdf78a2c4c127e21fce932e35659ebfb2493856d888e39';
    expect(signTimestamped(secret, request, at)).toBe(expected);
    expect(signTimestamped(secret, { ...request, body: '{"token":"abc"}' }, at)).toBe(expected);
  });

  it('is the vector of docs/payments.md for a webhook', () => {
    // printf '%s\n%s\n%s\n%s' '1772366400' 'POST' '/api/payments/webhook/hosted' '{"id":"evt_1"}' \
    //   | openssl dgst -sha256 -hmac 'provider-webhook-secret'
    const webhook = { method: 'POST', path: '/api/payments/webhook/hosted', body: '{"id":"evt_1"}' };
    expect(signTimestamped('provider-webhook-secret', webhook, at)).toBe(
      't=1772366400,v2=bec4c974e47224d648bb4487b416631405a8cb7b650437a75bfe60baba1c1678',
    );
  });

  it('signs whole seconds: the milliseconds of the time are dropped', () => {
    expect(signTimestamped(secret, request, new Date(at.getTime() + 999))).toBe(
      signTimestamped(secret, request, at),
    );
  });

  it('accepts its own signature within the tolerance, either way, and a lower-case method', () => {
    const header = signTimestamped(secret, request, at);
    expect(verifyTimestamped(secret, request, header, at, 300)).toBe(true);
    expect(verifyTimestamped(secret, request, header, new Date(at.getTime() + 300_000), 300)).toBe(true);
    expect(verifyTimestamped(secret, request, header, new Date(at.getTime() - 300_000), 300)).toBe(true);
    expect(verifyTimestamped(secret, { ...request, method: 'post' }, header, at, 300)).toBe(true);
  });

  it('binds the operation: another path or method with the same body and time is refused', () => {
    const header = signTimestamped(secret, request, at);
    for (const other of [
      { ...request, path: '/api/seamless/v1/lumen-studio/balance' },
      { ...request, path: '/api/seamless/v1/other-studio/authenticate' },
      { ...request, path: '/api/payments/webhook/sandbox' },
      { ...request, method: 'PUT' },
    ])
      expect(verifyTimestamped(secret, other, header, at, 300)).toBe(false);
  });

  it('refuses another secret, another body, a stale or future time and malformed headers', () => {
    const header = signTimestamped(secret, request, at);
    const digest = header.split('v2=')[1] ?? '';
    expect(verifyTimestamped('another-secret', request, header, at, 300)).toBe(false);
    expect(verifyTimestamped(secret, { ...request, body: '{"token":"abd"}' }, header, at, 300)).toBe(false);
    expect(verifyTimestamped(secret, request, header, new Date(at.getTime() + 301_000), 300)).toBe(false);
    expect(verifyTimestamped(secret, request, header, new Date(at.getTime() - 301_000), 300)).toBe(false);
    for (const bad of [
      undefined,
      '',
      `v2=${digest}`,
      't=1772366400',
      `t=1772366400,v2=${digest.toUpperCase()}`,
      `t=1772366400,v2=${digest.slice(2)}`,
      `t=1772366400,v2=${'z'.repeat(64)}`,
      `t=1772366400,v2=${digest},v2=${digest}`,
      ` ${header}`,
    ])
      expect(verifyTimestamped(secret, request, bad, at, 300)).toBe(false);
  });

  it('refuses the old v1 form, which signed "<t>.<raw body>" alone', () => {
    const v1 = createHmac('sha256', secret).update('1772366400.{"token":"abc"}').digest('hex');
    expect(verifyTimestamped(secret, request, `t=1772366400,v1=${v1}`, at, 300)).toBe(false);
    expect(verifyTimestamped(secret, request, `t=1772366400,v2=${v1}`, at, 300)).toBe(false);
  });

  it('binds the timestamp: moving it breaks the signature', () => {
    const moved = signTimestamped(secret, request, at).replace('t=1772366400', 't=1772366460');
    expect(verifyTimestamped(secret, request, moved, at, 300)).toBe(false);
  });

  it('reads the path of a request URL without its query string', () => {
    expect(pathOf('/api/seamless/v1/lumen-studio/bet?x=1')).toBe('/api/seamless/v1/lumen-studio/bet');
    expect(pathOf('/api/payments/webhook/hosted')).toBe('/api/payments/webhook/hosted');
  });
});
