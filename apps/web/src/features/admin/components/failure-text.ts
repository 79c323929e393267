import type { TFunction } from 'i18next';
import { ApiError, errorText } from '../../../lib/api-error.ts';

/**
 * What a person reads when an admin change is refused: the field's own message when the server
 * names one (an unknown airport), else the error code's text.
 */
export function failureText(t: TFunction, error: unknown): string {
  const field = error instanceof ApiError ? error.fields[0] : undefined;
  return field ? t(field.key, field.params) : errorText(t, error);
}
