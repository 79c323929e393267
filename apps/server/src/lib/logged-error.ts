/** What a database error says about itself without naming a value: kept in the log. */
const PLAIN_FIELDS = ['code', 'statusCode', 'severity', 'table', 'column', 'constraint', 'routine'];

/** The stack's frames without its first line, which repeats the message. */
const framesOf = (error: Error) =>
  (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');

/**
 * A value PostgreSQL quotes at the end of its message, after a colon: `invalid input syntax for
 * type uuid: "…"`, `invalid input value for enum …: "…"`, `malformed array literal: "…"`. Object
 * names it quotes elsewhere (`violates unique constraint "users_email_key"`) stay.
 */
const QUOTED_VALUE = /: ".*"$/s;
const withoutValue = (message: string) => message.replace(QUOTED_VALUE, ': (value left out)');

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * An error as the log writes it. A failed query carries the values it was sent (e-mails, names,
 * whatever the statement wrote) in its message and its `params`, and PostgreSQL's `detail` and
 * `where` quote the values of a key or a row, as the server's message may quote the value it could
 * not take: the log keeps none of them. What it keeps says which statement failed and why: the
 * SQL with its placeholders, the SQLSTATE code, the table and constraint, the server's message
 * without its quoted value (it then names objects only) and the stack.
 */
export function loggedError(error: Error): LoggedError {
  // The query layer's own message lists the values after the SQL; the database's error under it
  // (which on the embedded engine carries the query and values too) says why in its message.
  const failedQuery =
    'params' in error && 'query' in error && error.message.startsWith('Failed query')
      ? `Failed query: ${String(error.query)}`
      : undefined;
  const logged: LoggedError = {
    type: error.constructor.name,
    message: failedQuery ?? withoutValue(error.message),
    stack: framesOf(error),
  };
  for (const field of PLAIN_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (value !== undefined) logged[field] = value;
  }
  if (error.cause instanceof Error) logged.cause = loggedError(error.cause);
  return logged;
}
