import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  KEPT_STATEMENTS,
  keepStatementsPrepared,
  MOST_PREPARED_PARAMETERS,
} from './prepared-statements.ts';

const TABLE = `create table samples (
  id serial primary key, name text unique, at timestamptz, day date, doc jsonb,
  counts int[], amount numeric, flag boolean)`;
const ROW = `insert into samples (name, at, day, doc, counts, amount, flag)
  values ($1, $2, $3, $4, $5, $6, $7) returning *`;
const values = [
  'first',
  new Date('2026-12-03T10:15:00Z'),
  '2026-12-03',
  { a: [1, 'b'] },
  [3, 4],
  '12.50',
  true,
];

const kept = new PGlite();
const plain = new PGlite();
const preparedTexts = async () =>
  (
    await kept.query<{ statement: string }>('select statement from pg_prepared_statements')
  ).rows.map((row) => row.statement);

beforeAll(async () => {
  keepStatementsPrepared(kept);
  for (const client of [kept, plain]) await client.exec(TABLE);
});
afterAll(async () => {
  await kept.close();
  await plain.close();
});

describe('an embedded database that keeps its statements prepared', () => {
  it('answers as PGlite does, in both row modes', async () => {
    expect(await kept.query(ROW, values)).toEqual(await plain.query(ROW, values));
    // As drizzle asks: times and dates as the database writes them.
    const asText = {
      [types.TIMESTAMPTZ]: (text: string) => text,
      [types.DATE]: (text: string) => text,
    };
    for (const options of [
      {},
      { rowMode: 'array' as const },
      { rowMode: 'array' as const, parsers: asText },
    ]) {
      const select = 'select * from samples where name = $1';
      const mine = await kept.query(select, ['first'], options);
      expect(mine).toEqual(await plain.query(select, ['first'], options));
      expect(mine.rows).toHaveLength(1);
    }
    const none = 'select name from samples where name = $1';
    expect(await kept.query(none, ['none'])).toEqual(await plain.query(none, ['none']));
    const count = 'update samples set flag = $1 where name = $2';
    expect((await kept.query(count, [false, 'first'])).affectedRows).toBe(1);
  });

  it('parses a statement once, however often it is sent', async () => {
    const text = 'select name from samples where id > $1';
    for (let i = 0; i < 5; i++) await kept.query(text, [i]);
    expect((await preparedTexts()).filter((statement) => statement === text)).toHaveLength(1);
  });

  it('keeps at most its number of statements, letting go of the least recently used', async () => {
    const first = 'select $1::int + 0 as n';
    await kept.query(first, [1]);
    for (let i = 1; i <= KEPT_STATEMENTS; i++) {
      expect((await kept.query<{ n: number }>(`select $1::int + ${i} as n`, [1])).rows).toEqual([
        { n: 1 + i },
      ]);
    }
    const texts = await preparedTexts();
    expect(texts.length).toBeLessThanOrEqual(KEPT_STATEMENTS);
    expect(texts).not.toContain(first);
    expect((await kept.query<{ n: number }>(first, [2])).rows).toEqual([{ n: 2 }]);
  });

  it('parses anew what is not a small statement of rows: DDL, a batch', async () => {
    await kept.query('create index samples_day on samples (day)');
    const many = Array.from({ length: MOST_PREPARED_PARAMETERS + 1 }, (_, i) => `$${i + 1}::int`);
    const batch = `select ${many.join(' + ')} as total`;
    const sum = await kept.query<{ total: number }>(
      batch,
      many.map((_, i) => i),
    );
    expect(sum.rows[0]?.total).toBe((many.length * (many.length - 1)) / 2);
    const texts = await preparedTexts();
    expect(texts).not.toContain(batch);
    expect(texts.some((statement) => statement.startsWith('create index'))).toBe(false);
  });

  it("gives the database's error with its statement, and goes on", async () => {
    const error = await kept.query(ROW, values).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: '23505', query: ROW });
    const syntax = await kept.query('select from where', []).catch((caught: unknown) => caught);
    expect(syntax).toMatchObject({ code: '42601' });
    expect((await kept.query('select count(*)::int as n from samples')).rows).toEqual([{ n: 1 }]);
  });

  it('rolls a failed transaction back, and keeps what it prepared', async () => {
    const insert = 'insert into samples (name) values ($1)';
    const failed = kept.transaction(async (tx) => {
      await tx.query(insert, ['second']);
      await tx.query(insert, ['first']);
    });
    await expect(failed).rejects.toMatchObject({ code: '23505' });
    const names = 'select name from samples order by id';
    expect((await kept.query(names)).rows).toEqual([{ name: 'first' }]);
    expect(await preparedTexts()).toContain(insert);
    await kept.transaction(async (tx) => {
      await tx.query(insert, ['second']);
    });
    expect((await kept.query(names)).rows).toEqual([{ name: 'first' }, { name: 'second' }]);
  });

  it('refuses a statement on a transaction already ended', async () => {
    let ended: Parameters<Parameters<PGlite['transaction']>[0]>[0] | undefined;
    await kept.transaction(async (tx) => {
      ended = tx;
    });
    await expect(ended?.query('select 1')).rejects.toThrow('Transaction is closed');
  });

  it('delivers a notification sent inside a transaction once it commits', async () => {
    const heard: string[] = [];
    await kept.listen('samples', (payload) => heard.push(payload));
    await kept.transaction(async (tx) => {
      await tx.query('select pg_notify($1, $2)', ['samples', 'changed']);
      expect(heard).toEqual([]);
    });
    await expect.poll(() => heard).toEqual(['changed']);
  });
});
