import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * A contract as JSON Schema 2020-12, the dialect of OpenAPI 3.1: what a client sends (`input`)
 * or receives (`output`). A part JSON Schema cannot say (a refinement, a transform) is left
 * open rather than refused.
 */
export function jsonSchemaOf(schema: unknown, io: 'input' | 'output'): JsonSchema {
  if (!(schema instanceof z.ZodType)) return {};
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

/** The properties of an object contract as query, path or header parameters. */
export function parametersOf(schema: unknown, where: 'query' | 'path' | 'header') {
  const object = jsonSchemaOf(schema, 'input');
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}
