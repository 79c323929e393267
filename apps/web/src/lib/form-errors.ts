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

/**
 * Shows the field errors of a 400 answer on the form. `rename` maps request fields to form
 * fields where they differ (the login payload's username is the form's email).
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  t: TFunction,
  rename: Record<string, Path<T>> = {},
): void {
  if (!(error instanceof ApiError)) return;
  for (const field of error.fields) {
    const name = rename[field.path] ?? (field.path as Path<T>);
    setError(name, { type: SERVER, message: t(field.key, field.params) });
  }
}
