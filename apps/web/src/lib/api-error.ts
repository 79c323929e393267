import { type ErrorCode, errorResponse, type FieldError } from '@board/domain';
import type { TFunction } from 'i18next';

/** Server codes, plus what can go wrong before a server answers in the expected shape. */
export type ApiErrorCode = ErrorCode | 'network' | 'timeout' | 'aborted' | 'status';

type Params = Record<string, string | number>;

interface ApiErrorInit {
  status: number;
  code: ApiErrorCode;
  message: string;
  fields?: FieldError[];
  params?: Params;
  current?: unknown;
}

/** A failed call. `status` is 0 when no answer arrived. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields: FieldError[];
  readonly params: Params;
  /** The record as it is now, when the call was made from a stale copy (VERSION_CONFLICT). */
  readonly current: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? [];
    this.params = init.params ?? {};
    this.current = init.current;
  }
}

/** The error of an answer outside 200-299, from its JSON body when it has the agreed shape. */
export function errorFromResponse(status: number, body: unknown): ApiError {
  const parsed = errorResponse.safeParse(body);
  if (parsed.success) {
    const { code, message, fields, params, current } = parsed.data.error;
    return new ApiError({ status, code, message, fields, params, current });
  }
  // A proxy or gateway in between may answer with HTML or nothing at all.
  return new ApiError({ status, code: 'status', message: `HTTP ${status}`, params: { status } });
}

/** The error of a call that got no answer. */
export function errorFromFailure(failure: unknown): ApiError {
  const name = failure instanceof Error ? failure.name : '';
  const code = name === 'AbortError' ? 'aborted' : name === 'TimeoutError' ? 'timeout' : 'network';
  const message = failure instanceof Error ? failure.message : String(failure);
  return new ApiError({ status: 0, code, message });
}

/** What a person reads about a failure: the translation of `errors.<code>`. */
export function errorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) return t(`errors.${error.code}`, error.params);
  return t('errors.INTERNAL');
}
