import { healthResponseSchema } from '../../health.ts';
import type { EndpointDeclarations } from '../declaration.ts';

export const healthEndpoints = {
  getHealth: {
    access: 'public',
    summary: 'Reports whether the server and its database answer',
    tags: ['platform'],
    response: { 200: healthResponseSchema, 503: healthResponseSchema },
  },
} satisfies EndpointDeclarations;
