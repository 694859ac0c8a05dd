import { errorBodySchema } from '../../errors.ts';
import { winnersQuerySchema, winnersSchema } from '../../winners.ts';
import type { EndpointDeclarations } from '../declaration.ts';

/** The main page's top winners, open to guests. */
export const winnerEndpoints = {
  getWinners: {
    access: 'public',
    summary:
      'A top-winners tab from real settled rounds: latest, high rollers, winners of the day or of the month',
    tags: ['winners'],
    querystring: winnersQuerySchema,
    response: { 200: winnersSchema, 400: errorBodySchema },
  },
} satisfies EndpointDeclarations;
