import { z } from 'zod';

export const healthResponseSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.object({ ok: z.boolean(), driver: z.enum(['pglite', 'postgres']), latencyMs: z.number() }),
    bus: z.enum(['memory', 'redis']),
    version: z.string(),
    /**
     * How far domain event delivery lags: events not yet delivered to every subscriber that wants them, and the
     * age of the oldest of them (null when there is none). Null when the database does not answer.
     */
    domainEvents: z
      .object({ undelivered: z.number().int(), oldestUndeliveredAgeMs: z.number().nullable() })
      .nullable(),
  })
  .meta({ id: 'Health' });
export type HealthResponse = z.infer<typeof healthResponseSchema>;
