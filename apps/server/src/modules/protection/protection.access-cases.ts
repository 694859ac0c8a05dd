import { signedIn, staffOnly, type AccessCase } from '../../test/access-cases.ts';

/**
 * A player's own protection settings: signed-in accounts only; staff views and changes: support and admin. The
 * rules are in protection.int.test.ts and limits.int.test.ts. Writes are called with a body that fails validation
 * or a request that has nothing to act on (400 or 409 once past the access check), so that the access test's
 * accounts stay free to deposit and play in the other cases.
 */
const staffUrl =
  (suffix = '') =>
  (context: { ownerId: string }) =>
    `/api/staff/users/${context.ownerId}/protection${suffix}`;

export const protectionAccessCases: AccessCase[] = [
  { method: 'GET', route: '/api/protection', expect: signedIn(200) },
  {
    method: 'POST',
    route: '/api/protection/exclusions',
    body: () => ({ kind: 'timeOut', period: 'forever' }),
    expect: signedIn(400),
  },
  { method: 'POST', route: '/api/protection/exclusions/return', expect: signedIn(409) },
  {
    method: 'PUT',
    route: '/api/protection/limits',
    body: () => ({ kind: 'deposit', period: 'year', amount: 100 }),
    expect: signedIn(400),
  },
  {
    method: 'POST',
    route: '/api/protection/limits/confirm',
    body: () => ({ kind: 'deposit', period: 'day' }),
    expect: signedIn(409),
  },
  {
    method: 'PUT',
    route: '/api/protection/reality-check',
    body: () => ({ minutes: 5 }),
    expect: signedIn(400),
  },
  { method: 'GET', route: '/api/protection/session', expect: signedIn(200) },
  { method: 'POST', route: '/api/protection/stop-play', expect: signedIn(204) },
  { method: 'GET', route: '/api/staff/users/:id/protection', url: staffUrl(), expect: staffOnly(200) },
  {
    method: 'POST',
    route: '/api/staff/users/:id/protection/limits',
    url: staffUrl('/limits'),
    body: () => ({ kind: 'deposit', period: 'day', amount: 100 }),
    expect: staffOnly(400),
  },
  {
    method: 'POST',
    route: '/api/staff/users/:id/protection/time-outs',
    url: staffUrl('/time-outs'),
    body: () => ({ period: 'forever', reason: 'review' }),
    expect: staffOnly(400),
  },
];
