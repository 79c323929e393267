/** What a database error says about itself without naming a value: kept in the log. */
const PLAIN_FIELDS = ['code', 'statusCode', 'severity', 'table', 'column', 'constraint', 'routine'];

/** The stack's frames without its first line, which repeats the message. */
const framesOf = (error: Error) =>
  (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * An error as the log writes it. A failed query carries the values it was sent (e-mails, names,
 * whatever the statement wrote) in its message and its `params`, and PostgreSQL's `detail` and
 * `where` quote the values of a key or a row: the log keeps none of them. What it keeps says which
 * statement failed and why: the SQL with its placeholders, the SQLSTATE code, the table and
 * constraint, the server's message (which names objects, not values) and the stack.
 */
export function loggedError(error: Error): LoggedError {
  const query = 'params' in error && 'query' in error ? String(error.query) : undefined;
  const logged: LoggedError = {
    type: error.constructor.name,
    message: query === undefined ? error.message : `Failed query: ${query}`,
    stack: framesOf(error),
  };
  for (const field of PLAIN_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (value !== undefined) logged[field] = value;
  }
  if (error.cause instanceof Error) logged.cause = loggedError(error.cause);
  return logged;
}
