import { describe, expect, it } from 'vitest';
import { REDACTED, redactUrl, requestLogSerializer, type AddressSecrets } from './log-redaction.ts';

const SECRETS: AddressSecrets = {
  segmentsBefore: new Set(['reset-password', 'sessions']),
  parameterName: /token|session/i,
};

describe('redactUrl', () => {
  it.each([
    ['/reset-password/abc', `/reset-password/${REDACTED}`],
    ['/de/reset-password/abc?x=1', `/de/reset-password/${REDACTED}?x=1`],
    ['/api/sessions/s1/spin', `/api/sessions/${REDACTED}/spin`],
    // Names are compared decoded and in any case; values only are replaced.
    ['/RESET%2Dpassword/abc/', `/RESET%2Dpassword/${REDACTED}/`],
    ['/x?Access%5Ftoken=t1&token', `/x?Access%5Ftoken=${REDACTED}&token`],
    ['/x?session+id=s1&page=2', `/x?session+id=${REDACTED}&page=2`],
    // A name that does not decode is compared as written.
    ['/x?token%E0%A4%A=t1&%E0%A4%A=2', `/x?token%E0%A4%A=${REDACTED}&%E0%A4%A=2`],
    // Nothing after the secret segment, and addresses without secrets, stay as they are.
    ['/reset-password/', '/reset-password/'],
    ['/api/sessions', '/api/sessions'],
    ['/games/slots?page=2', '/games/slots?page=2'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactUrl(url, SECRETS)).toBe(logged);
  });
});

describe('requestLogSerializer', () => {
  it("logs Fastify's usual request fields, with the address redacted", () => {
    const serialize = requestLogSerializer(SECRETS);
    expect(
      serialize({
        method: 'GET',
        url: '/play?token=t1',
        host: 'casino.test',
        ip: '203.0.113.7',
        socket: { remotePort: 51234 },
      }),
    ).toEqual({
      method: 'GET',
      url: `/play?token=${REDACTED}`,
      host: 'casino.test',
      remoteAddress: '203.0.113.7',
      remotePort: 51234,
    });
    expect(serialize({})).toMatchObject({ url: '' });
  });
});
