import type { HTTPMethods } from 'fastify';

/** Who calls a route in the access test. `staff` holds the support role; `other` is a second player. */
export const CALLERS = ['guest', 'owner', 'other', 'staff'] as const;
export type Caller = (typeof CALLERS)[number];

/** What a case may refer to: the owner's account and current session. */
export interface AccessContext {
  ownerId: string;
  ownerSessionId: string;
}

/**
 * One row per /api route: the route as registered, how to call it (URL and body, built from the owner's ids)
 * and the status each caller must get.
 */
export interface AccessCase {
  method: HTTPMethods;
  route: string;
  url?: (context: AccessContext) => string;
  body?: (context: AccessContext) => unknown;
  expect: Record<Caller, number>;
}

export const everyone = (status: number): Record<Caller, number> => ({
  guest: status,
  owner: status,
  other: status,
  staff: status,
});
/** A signed-in route about the caller's own data: guests get 401, everyone else `status`. */
export const signedIn = (status: number): Record<Caller, number> => ({ ...everyone(status), guest: 401 });
