import { errorBodySchema } from '../../errors.ts';
import { playerProtectionSchema, startExclusionRequestSchema } from '../../protection.ts';
import type { EndpointDeclarations } from '../declaration.ts';

const tags = ['protection'];

/** The player's own protection tools (docs/player-protection.md). */
export const protectionEndpoints = {
  getProtection: {
    access: 'signed-in',
    summary: "The signed-in player's protection settings: the break in force, if any",
    tags,
    response: { 200: playerProtectionSchema, 401: errorBodySchema },
  },
  startExclusion: {
    access: 'signed-in',
    summary:
      'Take a break at once: a time-out (24 h to 6 weeks) or a self-exclusion (6 months to 5 years); never shortens one in force',
    tags,
    body: startExclusionRequestSchema,
    response: {
      200: playerProtectionSchema,
      400: errorBodySchema,
      401: errorBodySchema,
      409: errorBodySchema,
    },
  },
} satisfies EndpointDeclarations;
