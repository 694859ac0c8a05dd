import { z } from 'zod';

export const geoResponseSchema = z
  .object({
    /** ISO 3166 alpha-2 and alpha-3 of the visitor's country, null when unknown (private address). */
    country: z.string().length(2).nullable(),
    country3: z.string().length(3).nullable(),
    blocked: z.boolean(),
  })
  .meta({ id: 'Geo' });
export type GeoResponse = z.infer<typeof geoResponseSchema>;
