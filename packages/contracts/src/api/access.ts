import type { Role } from '@casino/rules';

/**
 * Who may call an endpoint. Every /api endpoint declares one; the server refuses to start otherwise.
 * - `public`: anyone, signed in or not.
 * - `dev`: anyone, and the endpoint exists only outside production.
 * - `signed-in`: any signed-in account, whatever its role (a player's own data; staff have accounts too).
 * - `{ roles }`: a signed-in account holding one of these roles (staff APIs).
 */
export type Access = 'public' | 'dev' | 'signed-in' | { roles: readonly Role[] };
