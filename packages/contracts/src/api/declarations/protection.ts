import { z } from 'zod';
import { errorBodySchema } from '../../errors.ts';
import {
  limitKeySchema,
  playerProtectionSchema,
  playSessionSchema,
  setLimitRequestSchema,
  setRealityCheckRequestSchema,
  staffLimitRequestSchema,
  staffPlayerProtectionSchema,
  staffTimeOutRequestSchema,
  startExclusionRequestSchema,
} from '../../protection.ts';
import { userIdParamsSchema } from '../../accounts.ts';
import type { EndpointDeclarations } from '../declaration.ts';

const tags = ['protection'];
const errors = { 400: errorBodySchema, 401: errorBodySchema };
const changed = { 200: playerProtectionSchema, ...errors, 409: errorBodySchema };

/** The player's own protection tools (docs/player-protection.md). */
export const protectionEndpoints = {
  getProtection: {
    access: 'signed-in',
    summary: "The signed-in player's protection settings: limits, reality checks and the break in force",
    tags,
    response: { 200: playerProtectionSchema, 401: errorBodySchema },
  },
  startExclusion: {
    access: 'signed-in',
    summary:
      'Take a break at once: a time-out (24 h to 6 weeks) or a self-exclusion (6 months to 5 years); never shortens one in force',
    tags,
    body: startExclusionRequestSchema,
    response: changed,
  },
  requestReturn: {
    access: 'signed-in',
    summary:
      'After a self-exclusion has run its course, ask to come back: play resumes after a 24-hour cooling-off',
    tags,
    response: changed,
  },
  setLimit: {
    access: 'signed-in',
    summary:
      'Set, lower, raise or remove a limit: lower applies at once, a raise or removal waits for its cooling-off and confirmation',
    tags,
    body: setLimitRequestSchema,
    response: changed,
  },
  confirmLimit: {
    access: 'signed-in',
    summary: 'Confirm a pending raise or removal of a limit once its cooling-off has passed',
    tags,
    body: limitKeySchema,
    response: changed,
  },
  setRealityCheck: {
    access: 'signed-in',
    summary: 'Choose the reality-check interval (10 minutes to 8 hours, or off where the market allows)',
    tags,
    body: setRealityCheckRequestSchema,
    response: changed,
  },
  getPlaySession: {
    access: 'signed-in',
    summary: "The current session's start, end under the session limit, and net result, for reality checks",
    tags,
    response: { 200: playSessionSchema, 401: errorBodySchema },
  },
  stopPlay: {
    access: 'signed-in',
    summary: "Ends the player's real-money games at once (their launch tokens take no more bets)",
    tags,
    response: { 204: z.null(), 401: errorBodySchema },
  },
} satisfies EndpointDeclarations;

const staffTags = ['staff'];
const staffErrors = { ...errors, 403: errorBodySchema, 404: errorBodySchema };

/** Staff reading a player's protection and restricting it further, with a reason; every change is audited. */
export const staffProtectionEndpoints = {
  getStaffPlayerProtection: {
    access: { roles: ['support', 'admin'] },
    summary: "A player's protection settings and the history of every change",
    tags: staffTags,
    params: userIdParamsSchema,
    response: { 200: staffPlayerProtectionSchema, ...staffErrors },
  },
  staffLowerLimit: {
    access: { roles: ['support', 'admin'] },
    summary: "Lower (or set) a player's limit, with a reason; raising is refused",
    tags: staffTags,
    params: userIdParamsSchema,
    body: staffLimitRequestSchema,
    response: { 200: staffPlayerProtectionSchema, ...staffErrors, 409: errorBodySchema },
  },
  staffAddTimeOut: {
    access: { roles: ['support', 'admin'] },
    summary: 'Put a player on a time-out, with a reason; never shortens a break in force',
    tags: staffTags,
    params: userIdParamsSchema,
    body: staffTimeOutRequestSchema,
    response: { 200: staffPlayerProtectionSchema, ...staffErrors, 409: errorBodySchema },
  },
} satisfies EndpointDeclarations;
