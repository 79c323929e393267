import type { TFunction } from 'i18next';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-error.ts';

/** Marks errors that arrive translated from the server, as opposed to the resolver's keys. */
const SERVER = 'server';

// A type rather than an interface: i18next's options need an implicit index signature.
type Limits = { min?: number; max?: number };

/**
 * The text of a form field's error. The shared schemas put an i18n key (validation.*) in each
 * message; the resolver drops zod's limits, so the field passes the ones its schema uses.
 */
export function fieldErrorText(
  t: TFunction,
  error: FieldError | undefined,
  limits: Limits = {},
): string | undefined {
  if (!error?.message) return undefined;
  return error.type === SERVER ? error.message : t(error.message, limits);
}

/** A server field error the form cannot show under a field of its own. */
export interface UnplacedFieldError {
  /** The field as the request names it. */
  path: string;
  text: string;
}

interface ServerFieldErrorOptions<T extends FieldValues> {
  /** Request fields named otherwise on the form (the login payload's username is its email). */
  rename?: Record<string, Path<T>>;
  /**
   * The fields a person can change on this form, when not all of its fields are: a message for
   * any other field (one shown disabled, one the form does not have) would sit where nobody looks
   * or nowhere, so it is returned for the form to show above its fields.
   */
  editable?: readonly Path<T>[];
}

/**
 * Shows the field errors of a 400 answer on the form, each under its field, and returns those
 * that have no editable field to sit under.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  t: TFunction,
  { rename = {}, editable }: ServerFieldErrorOptions<T> = {},
): UnplacedFieldError[] {
  if (!(error instanceof ApiError)) return [];
  const unplaced: UnplacedFieldError[] = [];
  for (const field of error.fields) {
    const name = rename[field.path] ?? (field.path as Path<T>);
    const text = t(field.key, field.params);
    const placed = editable?.some((e) => name === e || name.startsWith(`${e}.`)) ?? true;
    if (placed) setError(name, { type: SERVER, message: text });
    else unplaced.push({ path: field.path, text });
  }
  return unplaced;
}
