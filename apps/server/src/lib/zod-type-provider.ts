import { toFieldErrors } from '@board/domain';
import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error.ts';

/** Lets route handlers see the parsed type of the zod schema they declare. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/**
 * Validates with the shared domain schemas; the parsed value (trimmed, lower-cased where the
 * schema says so) replaces the raw input, and a failure becomes a 400 with a key per field.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    // With the input in each issue, a body of the wrong type (null, an array) reads as such and
    // not as a missing one; the input itself never reaches the answer.
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    return {
      error: new AppError('VALIDATION_FAILED', { fields: toFieldErrors(result.error.issues) }),
    };
  };
