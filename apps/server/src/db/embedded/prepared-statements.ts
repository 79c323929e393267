import {
  type PGlite,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

const { serialize } = protocol;
type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/** How many statements one embedded database keeps prepared, the least recently used let go. */
export const KEPT_STATEMENTS = 200;
/**
 * A statement of more parameters is a batch (the feed's hundreds of legs), whose parse is a small
 * part of its cost, and whose plan would hold memory for a text seldom sent again.
 */
export const MOST_PREPARED_PARAMETERS = 64;
/** Statements that read or write rows; anything else (DDL, CHECKPOINT, SET) is parsed each time. */
const ROWS_STATEMENT = /^\s*(select|insert|update|delete|with)\b/i;

interface Prepared {
  name: string;
  /** The type of each parameter, as the database worked it out. */
  parameterTypes: number[];
}

/** The database's error, with the statement that raised it, as PGlite's own `query` gives it. */
function withStatement(error: unknown, query: string, params: unknown[], options?: QueryOptions) {
  if (error instanceof Error && 'code' in error)
    Object.assign(error, { query, params, queryOptions: options });
  return error;
}

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

type Run = (messages: Uint8Array[]) => Promise<BackendMessage[]>;

/** The statements prepared on one database by their text, the least recently used first. */
function statementCache(run: Run) {
  const prepared = new Map<string, Prepared>();
  let named = 0;
  return async function prepare(text: string): Promise<Prepared> {
    const kept = prepared.get(text);
    if (kept) {
      prepared.delete(text);
      prepared.set(text, kept);
      return kept;
    }
    const name = `kept_${++named}`;
    const described = await run([
      serialize.parse({ name, text }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    const parameters = described.find((message) => message.name === 'parameterDescription') as
      | { dataTypeIDs: number[] }
      | undefined;
    const statement = { name, parameterTypes: parameters?.dataTypeIDs ?? [] };
    prepared.set(text, statement);
    const oldest = prepared.size > KEPT_STATEMENTS ? prepared.entries().next().value : undefined;
    if (oldest) {
      prepared.delete(oldest[0]);
      await run([serialize.close({ type: 'S', name: oldest[1].name }), serialize.sync()]);
    }
    return statement;
  };
}

/** The parameters as the database's types take them, as PGlite's own `query` sends them. */
function valuesOf(
  client: PGlite,
  params: unknown[],
  { parameterTypes }: Prepared,
  options?: QueryOptions,
) {
  return params.map((param, i) => {
    if (param === null || param === undefined) return null;
    const type = parameterTypes[i] ?? 0;
    const serializer = options?.serializers?.[type] ?? client.serializers[type];
    return serializer ? serializer(param) : String(param);
  });
}

type Parser = (text: string, type: number) => unknown;
interface Field {
  name: string;
  dataTypeID: number;
}

/**
 * The one result of a statement, as PGlite's own `query` gives it. Its reader copies its few
 * hundred type parsers into a new object for each statement given parsers of its own (as drizzle
 * gives every one): most of what a small statement allocated. Here each column's parser is looked
 * up once.
 */
function resultOf<T>(
  messages: BackendMessage[],
  client: PGlite,
  options?: QueryOptions,
): Results<T> {
  let fields: Field[] = [];
  let parsers: (Parser | undefined)[] = [];
  const rows: T[] = [];
  const value = (text: string | null, i: number) => {
    const parser = parsers[i];
    return text === null || !parser ? text : parser(text, fields[i]?.dataTypeID ?? 0);
  };
  for (const message of messages) {
    if (message.name === 'rowDescription') {
      fields = (message as unknown as { fields: Field[] }).fields.map(({ name, dataTypeID }) => ({
        name,
        dataTypeID,
      }));
      // The client's parsers start from PGlite's defaults.
      parsers = fields.map(
        ({ dataTypeID: type }) => options?.parsers?.[type] ?? client.parsers[type],
      );
    } else if (message.name === 'dataRow') {
      const texts = (message as unknown as { fields: (string | null)[] }).fields;
      if (options?.rowMode === 'array') rows.push(texts.map(value) as T);
      else {
        const row: Record<string, unknown> = {};
        for (const [i, text] of texts.entries()) row[fields[i]?.name ?? ''] = value(text, i);
        rows.push(row as T);
      }
    } else if (message.name === 'commandComplete') {
      // A tag that carries a row count ends in it ("SELECT 2", "INSERT 0 5").
      const tag = (message as unknown as { text: string }).text.split(' ');
      const count = Number.parseInt(tag.at(-1) ?? '', 10);
      const command = tag[0] ?? '';
      const affected = ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command);
      return {
        rows,
        fields,
        command,
        affectedRows: affected ? count : 0,
        ...(!Number.isNaN(count) && { rowCount: count }),
      };
    }
  }
  return { rows, fields, affectedRows: 0 };
}

const preparable = (text: string, params: unknown[] | undefined, options?: QueryOptions) =>
  ROWS_STATEMENT.test(text) &&
  (params?.length ?? 0) <= MOST_PREPARED_PARAMETERS &&
  !options?.blob &&
  !options?.paramTypes;

/**
 * Makes PGlite keep its statements prepared. Its `query` parses and plans the text anew each time,
 * in five calls into the database and a sync: for the dozen small statements of one leg's change
 * that is most of the database's work, and more so when the process was idle between two changes
 * (the CPU's caches are cold then). Here a statement seen before is bound and executed in one call,
 * its plan kept by the database. Prepared statements belong to the connection, not to a
 * transaction: one prepared inside a transaction that rolls back stays usable.
 */
export function keepStatementsPrepared(client: PGlite): void {
  const run: Run = (messages) => client.execProtocolStream(joined(messages), { syncToFs: false });
  const prepare = statementCache(run);

  /** One statement, under the query lock the caller holds the transaction lock around. */
  async function preparedQuery<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    return client._runExclusiveQuery(async () => {
      let messages: BackendMessage[];
      try {
        const statement = await prepare(text);
        messages = await run([
          serialize.bind({
            statement: statement.name,
            values: valuesOf(client, params, statement, options),
          }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]);
      } catch (error) {
        throw withStatement(error, text, params, options);
      }
      if (!inTransaction) await client.syncToFs();
      return resultOf<T>(messages, client, options);
    });
  }

  const query = client.query.bind(client);
  client.query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
    if (!preparable(text, params, options)) return query<T>(text, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() => preparedQuery<T>(text, params, options, false));
  };

  const transaction = client.transaction.bind(client);
  client.transaction = <T>(work: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      const kept: Transaction['query'] = async <R>(
        text: string,
        params: unknown[] = [],
        options?: QueryOptions,
      ) => {
        if (tx.closed) throw new Error('Transaction is closed');
        if (!preparable(text, params, options)) return txQuery<R>(text, params, options);
        return preparedQuery<R>(text, params, options, true);
      };
      return work(
        new Proxy(tx, {
          get: (target, key) => (key === 'query' ? kept : Reflect.get(target, key)),
        }),
      );
    });
}
