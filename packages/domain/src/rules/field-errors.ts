import type { z } from 'zod';

/** One problem with one field of a request, as the server answers it and a form shows it. */
export interface FieldError {
  /** Dotted path of the field; empty for the body as a whole. */
  path: string;
  /** i18n key of the message (validation.*). */
  key: string;
  params?: Record<string, number | string>;
}

const KEY_PREFIX = 'validation.';

/**
 * Turns zod issues into field errors with message keys. Schemas of this package put a key in each
 * message they set; issues zod raises on its own (wrong type, unknown field) are mapped here so no
 * English library text ever reaches a user.
 */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  return issues.flatMap((issue): FieldError[] => {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        path: path ? `${path}.${key}` : key,
        key: 'validation.unknownField',
      }));
    }
    const typeKey = typeProblemKey(issue);
    if (typeKey) return [{ path, key: typeKey }];
    if (issue.message.startsWith(KEY_PREFIX)) {
      return [{ path, key: issue.message, ...paramsOf(issue) }];
    }
    return [{ path, key: genericKey(issue), ...paramsOf(issue) }];
  });
}

const EXPECTED_KEYS: Record<string, string> = {
  number: 'validation.expectedNumber',
  int: 'validation.expectedNumber',
  string: 'validation.expectedString',
  boolean: 'validation.expectedBoolean',
  array: 'validation.expectedArray',
  object: 'validation.expectedObject',
  record: 'validation.expectedObject',
};

/** Messages that say nothing more precise than "wrong type" or "missing". */
const VAGUE_MESSAGES = new Set(['validation.required', 'validation.invalidType']);

/**
 * A value left out says it is required, and a value of the wrong type ("version": "5") says
 * which type is expected, whatever vaguer message the schema set. Only the server parses with
 * the input in its issues (`input` present); forms keep the schema's messages. Null keeps them
 * too, and a precise message (such as "Ingrese un número válido") stays.
 */
function typeProblemKey(issue: z.core.$ZodIssue): string | null {
  if (issue.code !== 'invalid_type' || !('input' in issue)) return null;
  if (issue.input === undefined) return 'validation.required';
  const vague = VAGUE_MESSAGES.has(issue.message) || !issue.message.startsWith(KEY_PREFIX);
  if (issue.input === null || !vague) return null;
  // zod reports 1.5 for a whole number as a wrong type; it is a number, only not a whole one.
  if (issue.expected === 'int' && typeof issue.input === 'number') return 'validation.wholeNumber';
  return EXPECTED_KEYS[issue.expected] ?? 'validation.invalidType';
}

/**
 * A bound says what it bounds: the characters of a text, the items of a list, the value of a
 * number (0 hours is "at least 1", not "at least 1 characters").
 */
const BOUND_KEYS: Record<string, { min: string; max: string }> = {
  string: { min: 'validation.minLength', max: 'validation.maxLength' },
  number: { min: 'validation.minValue', max: 'validation.maxValue' },
  int: { min: 'validation.minValue', max: 'validation.maxValue' },
  bigint: { min: 'validation.minValue', max: 'validation.maxValue' },
  array: { min: 'validation.minItems', max: 'validation.maxItemsOf' },
  set: { min: 'validation.minItems', max: 'validation.maxItemsOf' },
};

const NUMBERS = new Set(['number', 'int', 'bigint']);

function genericKey(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'validation.required' : 'validation.invalidType';
    case 'too_small':
      if (issue.inclusive === false && NUMBERS.has(issue.origin)) return 'validation.above';
      return BOUND_KEYS[issue.origin]?.min ?? 'validation.invalid';
    case 'too_big':
      if (issue.inclusive === false && NUMBERS.has(issue.origin)) return 'validation.below';
      return BOUND_KEYS[issue.origin]?.max ?? 'validation.invalid';
    case 'invalid_format':
      return issue.format === 'email' ? 'validation.email' : 'validation.invalid';
    default:
      return 'validation.invalid';
  }
}

function paramsOf(issue: z.core.$ZodIssue): { params?: Record<string, number> } {
  if (issue.code === 'too_small') return { params: { min: Number(issue.minimum) } };
  if (issue.code === 'too_big') return { params: { max: Number(issue.maximum) } };
  return {};
}
