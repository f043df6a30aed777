import { z } from 'zod';

/** The error body of every route (see errors.ts), for response schemas and the OpenAPI document. */
export const errorSchema = z.object({
  error: z.string(),
  message: z.string(),
  details: z
    .array(
      z.object({
        path: z.string(),
        code: z.string(),
        message: z.string(),
        expected: z.unknown().optional(),
        actual: z.unknown().optional(),
      }),
    )
    .optional(),
});
