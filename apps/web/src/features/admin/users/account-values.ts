import {
  type AdminUser,
  type Role,
  type Station,
  userCreateRequest,
  userUpdateRequest,
} from '@board/domain';
import { type AccountChange, createBody, updateBody } from '../api/accounts.ts';

export interface AccountValues {
  email: string;
  fullName: string;
  /** '' for no role, as the list offers it. */
  role: Role | '';
  station: string;
}

export const valuesOf = (account: AdminUser | null): AccountValues => ({
  email: account?.email ?? '',
  fullName: account?.fullName ?? '',
  role: account?.role ?? '',
  station: account?.station ?? '',
});

/** What the form lets DUTY change: an account keeps its e-mail once created. */
export const editableFields = (account: AdminUser | null): (keyof AccountValues)[] =>
  account ? ['fullName', 'role', 'station'] : ['email', 'fullName', 'role', 'station'];

/** A contract's objection to the request, by the request's field and an i18n key. */
export interface RequestIssue {
  path: string;
  message: string;
}

/**
 * The change the form's values make (a new account, or the one read changed) and what its own
 * contract says of it before anything is sent.
 */
export function accountRequest(
  values: AccountValues,
  account: AdminUser | null,
): { change: AccountChange; issues: RequestIssue[] } {
  const fields = {
    fullName: values.fullName,
    role: values.role === '' ? null : values.role,
    station: values.station === '' ? null : values.station,
  };
  const change: AccountChange = account
    ? { kind: 'update', body: updateBody(account, fields) }
    : { kind: 'create', body: createBody(values.email, fields) };
  const checked = (account ? userUpdateRequest : userCreateRequest).safeParse(change.body);
  const issues = checked.success
    ? []
    : checked.error.issues.map((issue) => ({
        path: String(issue.path[0]),
        message: issue.message,
      }));
  return { change, issues };
}

/**
 * The stations offered, the account's own among them from the start: a select keeps the value it
 * is given only if that option exists then, and the stations may still be on their way. Without
 * it a change of role saved early would clear the station.
 */
export function stationChoicesOf(current: string | null | undefined, loaded: Station[]) {
  return current && !loaded.some((s) => s.stn === current)
    ? [{ stn: current, name: '' }, ...loaded]
    : loaded;
}
