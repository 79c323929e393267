import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/index.ts';
import { ApiError, errorText } from '../../../lib/api-error.ts';
import type { UnplacedFieldError } from '../../../lib/form-errors.ts';

/** The label of each field the account form shows, by the name the requests give it. */
const LABELS: Record<string, string> = {
  email: 'admin.users.email',
  fullName: 'admin.users.fullName',
  role: 'admin.users.role',
  station: 'admin.users.station',
};

/** Each message that has no editable field to sit under, named by its field. */
export function unplacedLines(t: TFunction, unplaced: UnplacedFieldError[]): string[] {
  return unplaced.map(({ path, text }) => {
    const label = LABELS[path];
    return `${label ? t(label) : path}: ${text}`;
  });
}

/**
 * What a refused save says above the fields: the field messages the form could not place, or
 * the error's own text when it names no field (a stale copy, a lost connection). Empty when every
 * message sits under its field.
 */
export function problemLines(
  t: TFunction,
  error: unknown,
  unplaced: UnplacedFieldError[],
): string[] {
  if (error instanceof ApiError && error.fields.length > 0) return unplacedLines(t, unplaced);
  // The shared text of a stale copy speaks of a flight.
  if (error instanceof ApiError && error.code === 'VERSION_CONFLICT')
    return [t('admin.users.conflict')];
  return [errorText(t, error)];
}

/** The form's own alert, so a refusal is read in the drawer and not under a disabled field. */
export function AccountProblem({ lines }: { lines: string[] }) {
  const { t } = useTranslation();
  if (lines.length === 0) return null;
  return (
    <Alert color="danger" title={t('admin.users.toast.failed')}>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </Alert>
  );
}
