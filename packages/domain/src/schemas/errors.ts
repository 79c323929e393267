import { z } from 'zod';
import { ErrorCode } from '../errors.ts';

export const fieldErrorSchema = z.object({
  path: z.string(),
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  message: z.string(),
});

export const errorResponse = z.object({
  error: z.object({
    code: z.enum(ErrorCode),
    message: z.string(),
    fields: z.array(fieldErrorSchema).optional(),
    /** Values for the placeholders of the code's message, such as minutes to wait. */
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    /** The record as it is now, when the client's copy was stale (VERSION_CONFLICT). */
    current: z.unknown().optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponse>;
