import { describe, expect, it } from 'vitest';
import { SANDBOX_WEBHOOK_PATH } from './sandbox-paths.ts';
import { signSandboxPayload, verifySandboxSignature } from './sandbox-signature.ts';

const secret = 'a-test-secret-of-length';
const body = Buffer.from('{"id":"evt_1"}');
const at = new Date('2026-03-01T12:00:00Z');
const webhook = (path = SANDBOX_WEBHOOK_PATH, raw = body) => ({ method: 'POST', path, body: raw });

describe('sandbox webhook signatures', () => {
  it('accepts its own signature of the webhook call within the tolerance', () => {
    const header = signSandboxPayload(secret, body, at);
    expect(header).toMatch(/^t=\d+,v2=[0-9a-f]{64}$/);
    expect(verifySandboxSignature(secret, webhook(), header, new Date(at.getTime() + 299_000), 300)).toBe(
      true,
    );
  });

  it('refuses another secret, another body, another path, a stale or future time and malformed headers', () => {
    const header = signSandboxPayload(secret, body, at);
    expect(verifySandboxSignature('another-secret-entirely', webhook(), header, at, 300)).toBe(false);
    expect(
      verifySandboxSignature(
        secret,
        webhook(SANDBOX_WEBHOOK_PATH, Buffer.from('{"id":"evt_2"}')),
        header,
        at,
        300,
      ),
    ).toBe(false);
    expect(verifySandboxSignature(secret, webhook('/api/payments/webhook/hosted'), header, at, 300)).toBe(
      false,
    );
    expect(verifySandboxSignature(secret, webhook(), header, new Date(at.getTime() + 301_000), 300)).toBe(
      false,
    );
    expect(verifySandboxSignature(secret, webhook(), header, new Date(at.getTime() - 301_000), 300)).toBe(
      false,
    );
    for (const bad of [undefined, '', 'v2=00', `t=1,v2=${'z'.repeat(64)}`])
      expect(verifySandboxSignature(secret, webhook(), bad, at, 300)).toBe(false);
  });
});
