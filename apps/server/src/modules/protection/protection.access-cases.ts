import { signedIn, type AccessCase } from '../../test/access-cases.ts';

/**
 * A player's own protection settings: signed-in accounts only; the rules are in protection.int.test.ts. Starting a
 * break is called with a period that does not exist (400 once past the access check), so that the access test's
 * accounts stay free to deposit and play in the other cases.
 */
export const protectionAccessCases: AccessCase[] = [
  { method: 'GET', route: '/api/protection', expect: signedIn(200) },
  {
    method: 'POST',
    route: '/api/protection/exclusions',
    body: () => ({ kind: 'timeOut', period: 'forever' }),
    expect: signedIn(400),
  },
];
