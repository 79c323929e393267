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
    if (issue.message.startsWith(KEY_PREFIX)) {
      return [{ path, key: issue.message, ...paramsOf(issue) }];
    }
    return [{ path, key: genericKey(issue), ...paramsOf(issue) }];
  });
}

function genericKey(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'validation.required' : 'validation.invalidType';
    case 'too_small':
      return 'validation.minLength';
    case 'too_big':
      return 'validation.maxLength';
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
