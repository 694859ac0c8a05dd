import { z } from 'zod';
import { ERROR_CODES } from './error-codes.ts';

export { ERROR_CODES, type ErrorCode } from './error-codes.ts';

export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.enum(ERROR_CODES),
      message: z.string(),
      details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    }),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof errorBodySchema>;
