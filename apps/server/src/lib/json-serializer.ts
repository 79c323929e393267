import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = { [keyword: string]: unknown };

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Keywords that only validate. fast-json-stringify would act on some of them: a `format` of
 * date-time re-formats the string, a `const` writes the constant whatever the value holds.
 * Answers carry strings already (instants are ISO text), so the value is written as it is.
 */
const VALIDATION_ONLY = new Set([
  '$schema',
  'format',
  'const',
  'enum',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minItems',
  'maxItems',
  'propertyNames',
]);

/**
 * A union whose options are told apart by their JSON type becomes one schema with a list of
 * types, which fast-json-stringify serialises by a typeof test; kept as `anyOf`, each value
 * would be validated against every option first (slow), and a nullable string left as a plain
 * string would be written "" instead of null. Options of the same type stay an `anyOf`.
 */
function mergedUnion(options: JsonSchema[]): JsonSchema | null {
  const types = options.map((option) => option.type);
  if (!types.every((type) => typeof type === 'string') || new Set(types).size !== types.length) {
    return null;
  }
  const shaped = options.filter((option) => option.type === 'object' || option.type === 'array');
  const extra = options.filter(
    (option) =>
      option.type !== 'object' && option.type !== 'array' && Object.keys(option).length > 1,
  );
  // Only one option may bring its properties or items; primitive options are their type alone.
  if (shaped.length > 1 || extra.length > 0) return null;
  return { ...shaped[0], type: types };
}

function normalise(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(normalise);
  if (!isSchema(node)) return node;
  const out: JsonSchema = {};
  for (const [keyword, value] of Object.entries(node)) {
    if (VALIDATION_ONLY.has(keyword)) continue;
    // Integers are written as numbers: fast-json-stringify would truncate a fraction silently.
    out[keyword] = keyword === 'type' && value === 'integer' ? 'number' : normalise(value);
  }
  if (Array.isArray(out.anyOf) && out.anyOf.every(isSchema) && Object.keys(out).length === 1) {
    return mergedUnion(out.anyOf) ?? out;
  }
  return out;
}

/**
 * The JSON Schema fast-json-stringify compiles for a response contract, from the zod schema as
 * the handler must give it (its input). An object lists its properties and nothing else
 * (fast-json-stringify writes only those); `z.record` keeps `additionalProperties` with its
 * value schema, and `z.unknown()` is `{}` (written with JSON.stringify).
 */
function responseJsonSchema(schema: z.ZodType): JsonSchema {
  return normalise(z.toJSONSchema(schema, { io: 'input', target: 'draft-07' })) as JsonSchema;
}

/**
 * Compiles a response contract into a function writing its JSON text: only the fields the
 * contract names reach the text, whatever else the value carries.
 */
export function compileJson<S extends z.ZodType>(schema: S): (value: z.input<S>) => string {
  return fastJson(responseJsonSchema(schema));
}
