import { TEXT_CHECKED_PER_ITEM, toFieldErrors, unsafeTextPaths } from '@board/domain';
import type {
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  FastifyTypeProvider,
} from 'fastify';
import { z } from 'zod';
import { AppError } from './app-error.ts';
import { compileJson } from './json-serializer.ts';

/** Lets route handlers see the parsed type of the zod schema they declare. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/**
 * Validates with the shared domain schemas; the parsed value (trimmed, lower-cased where the
 * schema says so) replaces the raw input, and a failure becomes a 400 with a key per field.
 * Text no record may hold (NUL, lone surrogates) is refused here for every route at once, so no
 * field of any body or query can carry it to the database or into a download.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema }) => {
  // The operations feed checks each item on its own: one bad item must not refuse the batch.
  const checkText = !z.globalRegistry.get(schema)?.[TEXT_CHECKED_PER_ITEM];
  return (data) => {
    const unsafe = checkText
      ? unsafeTextPaths(data).map((path) => ({ path, key: 'validation.invalidCharacters' }))
      : [];
    // With the input in each issue, a body of the wrong type (null, an array) reads as such and
    // not as a missing one; the input itself never reaches the answer.
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success && unsafe.length === 0) return { value: result.data };
    const invalid = result.success ? [] : toFieldErrors(result.error.issues);
    const fields = [...unsafe, ...invalid.filter((f) => !unsafe.some((u) => u.path === f.path))];
    return { error: new AppError('VALIDATION_FAILED', { fields }) };
  };
};

/**
 * Writes an answer with the serializer compiled from the route's response contract, so a field
 * the contract does not name never reaches the client; the handler's value is checked against
 * the same contract when it compiles (the `serializer` type above).
 */
export const zodSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) =>
  compileJson(schema) as (data: unknown) => string;
