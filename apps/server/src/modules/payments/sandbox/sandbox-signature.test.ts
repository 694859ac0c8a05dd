import { describe, expect, it } from 'vitest';
import { signSandboxPayload, verifySandboxSignature } from './sandbox-signature.ts';

const secret = 'a-test-secret-of-length';
const body = Buffer.from('{"id":"evt_1"}');
const at = new Date('2026-03-01T12:00:00Z');

describe('sandbox webhook signatures', () => {
  it('accepts its own signature within the tolerance', () => {
    const header = signSandboxPayload(secret, body, at);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySandboxSignature(secret, body, header, new Date(at.getTime() + 299_000), 300)).toBe(true);
  });

  it('refuses another secret, another body, a stale or future time and malformed headers', () => {
    const header = signSandboxPayload(secret, body, at);
    expect(verifySandboxSignature('another-secret-entirely', body, header, at, 300)).toBe(false);
    expect(verifySandboxSignature(secret, Buffer.from('{"id":"evt_2"}'), header, at, 300)).toBe(false);
    expect(verifySandboxSignature(secret, body, header, new Date(at.getTime() + 301_000), 300)).toBe(false);
    expect(verifySandboxSignature(secret, body, header, new Date(at.getTime() - 301_000), 300)).toBe(false);
    for (const bad of [undefined, '', 'v1=00', `t=1,v1=${'z'.repeat(64)}`])
      expect(verifySandboxSignature(secret, body, bad, at, 300)).toBe(false);
  });

  it('binds the timestamp: moving it breaks the signature', () => {
    const header = signSandboxPayload(secret, body, at);
    const moved = header.replace(/t=(\d+)/, (_m, t: string) => `t=${Number(t) + 60}`);
    expect(verifySandboxSignature(secret, body, moved, at, 300)).toBe(false);
  });
});
