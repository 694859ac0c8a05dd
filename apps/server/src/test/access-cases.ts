import type { HTTPMethods } from 'fastify';

/** Who calls a route in the access test. `staff` holds the support role; `other` is a second player. */
export const CALLERS = ['guest', 'owner', 'other', 'staff'] as const;
export type Caller = (typeof CALLERS)[number];

/** What a case may refer to: the owner's account, current session and a file the owner uploaded. */
export interface AccessContext {
  ownerId: string;
  ownerSessionId: string;
  ownerFileId: string;
}

/** A request body sent as is, with its content type (e.g. multipart/form-data with its boundary). */
export interface RawPayload {
  body: Buffer;
  contentType: string;
}

/**
 * One row per /api route: the route as registered, how to call it (URL and body, built from the owner's ids)
 * and the status each caller must get. `payload` replaces `body` where the route takes a raw body; it is
 * built afresh for every caller.
 */
export interface AccessCase {
  method: HTTPMethods;
  route: string;
  url?: (context: AccessContext) => string;
  body?: (context: AccessContext) => unknown;
  payload?: (context: AccessContext) => RawPayload;
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
/** A route for the support role: guests get 401, players 403, the staff caller `status`. */
export const staffOnly = (status: number): Record<Caller, number> => ({
  guest: 401,
  owner: 403,
  other: 403,
  staff: status,
});
/** A route for the admin role: guests get 401; players and the support caller 403. */
export const adminOnly = (): Record<Caller, number> => ({ guest: 401, owner: 403, other: 403, staff: 403 });
