import { SEAMLESS_OPERATIONS } from '@casino/contracts';
import { everyone, type AccessCase } from '../../test/access-cases.ts';
import { STUDIO } from './game-wallet.test-support.ts';

/**
 * The seamless-wallet routes' rows for the access test of every /api route. They are public: the provider's
 * request signature is the authentication, so a signed-in browser gets no further than a guest (401 without a
 * valid signature). The signed flows are in game-wallet.conformance.int.test.ts.
 */
export const gameWalletAccessCases: AccessCase[] = SEAMLESS_OPERATIONS.map((operation) => ({
  method: 'POST',
  route: `/api/seamless/v1/:provider/${operation}`,
  url: () => `/api/seamless/v1/${STUDIO}/${operation}`,
  body: () => ({ token: 'unsigned' }),
  expect: everyone(401),
}));
