import { describe, expect, it } from 'vitest';
import { signSeamlessBody, verifySeamlessSignature } from './seamless-signature.ts';

const secret = 'studio-secret';
const body = Buffer.from('{"token":"abc"}');
const at = new Date('2026-03-01T12:00:00Z');

describe('seamless-wallet request signatures', () => {
  it('is HMAC-SHA256 of "<t>.<raw body>" in hex, as a provider computes it with any HMAC tool', () => {
    // printf '%s' '1772366400.{"token":"abc"}' | openssl dgst -sha256 -hmac 'studio-secret'
    expect(signSeamlessBody(secret, body, at)).toBe(
      't=1772366400,v1=cda9dedbb483eb1749ee5896cb07c776df0f0126b576008c70aceb42929d3f6b',
    );
  });

  it('accepts a signature up to 300 s old or ahead of the clock', () => {
    const header = signSeamlessBody(secret, body, at);
    expect(verifySeamlessSignature(secret, body, header, at, 300)).toBe(true);
    expect(verifySeamlessSignature(secret, body, header, new Date(at.getTime() + 300_000), 300)).toBe(true);
    expect(verifySeamlessSignature(secret, body, header, new Date(at.getTime() - 300_000), 300)).toBe(true);
  });

  it('refuses another secret, another body, a stale or future time and malformed headers', () => {
    const header = signSeamlessBody(secret, body, at);
    expect(verifySeamlessSignature('another-secret', body, header, at, 300)).toBe(false);
    expect(verifySeamlessSignature(secret, Buffer.from('{"token":"abd"}'), header, at, 300)).toBe(false);
    expect(verifySeamlessSignature(secret, body, header, new Date(at.getTime() + 301_000), 300)).toBe(false);
    expect(verifySeamlessSignature(secret, body, header, new Date(at.getTime() - 301_000), 300)).toBe(false);
    const digest = header.split('v1=')[1] ?? '';
    for (const bad of [
      undefined,
      '',
      `v1=${digest}`,
      `t=1772366400`,
      `t=1772366400,v1=${digest.toUpperCase()}`,
      `t=1772366400,v1=${digest.slice(2)}`,
      `t=1772366400,v1=${'z'.repeat(64)}`,
      ` ${header}`,
    ])
      expect(verifySeamlessSignature(secret, body, bad, at, 300)).toBe(false);
  });

  it('binds the timestamp: moving it breaks the signature', () => {
    const header = signSeamlessBody(secret, body, at);
    const moved = header.replace('t=1772366400', 't=1772366460');
    expect(verifySeamlessSignature(secret, body, moved, at, 300)).toBe(false);
  });
});
