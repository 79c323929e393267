import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.ts';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';

let ctx: TestContext;
const lines: string[] = [];
beforeAll(async () => {
  ctx = await createTestContext({ logStream: { write: (line) => lines.push(line) } });
});
afterAll(() => ctx.close());

describe('an error in the log', () => {
  it('says which statement failed and why, without the e-mail and name it was sent', async () => {
    // A real failed statement: the account's e-mail is taken, and the name goes with it.
    const failure = await ctx.database.db
      .insert(users)
      .values({
        email: 'cta.lim@example.com',
        fullName: 'Rosa Quispe Mamani',
        passwordHash: 'x',
        role: 'CTA',
        stationCode: 'LIM',
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Error);
    // Logged as the error handler logs an unexpected error.
    ctx.app.log.error({ err: failure }, 'unexpected error');

    const line = lines.find((l) => l.includes('unexpected error'));
    expect(line).toBeDefined();
    expect(line).not.toMatch(/cta\.lim@example\.com|Rosa|Quispe/i);
    const { err } = JSON.parse(line ?? '{}');
    expect(err.message).toMatch(/^Failed query: insert into "users"/);
    expect(err.cause).toMatchObject({ code: '23505', constraint: expect.any(String) });
    expect(err.stack).toContain('at ');
  });

  it('leaves out the value a database message quotes, and keeps what it says of the statement', async () => {
    const sent = 'Rosa.Quispe@Example.com';
    const failures = await Promise.all(
      [
        sql`select id from users where id = ${sent}::uuid`,
        sql`select ${sent}::int`,
        sql`select ${sent}::timestamptz`,
      ].map((statement) =>
        ctx.database.db.execute(statement).then(
          () => undefined,
          (error: unknown) => error,
        ),
      ),
    );
    for (const [i, failure] of failures.entries()) {
      expect(failure).toBeInstanceOf(Error);
      ctx.app.log.error({ err: failure }, `quoted value ${i}`);
      const line = lines.find((l) => l.includes(`quoted value ${i}`)) ?? '';
      expect(line).not.toMatch(/rosa|quispe/i);
      const { err } = JSON.parse(line);
      expect(err.message).toMatch(/^Failed query: select/);
      expect(err.cause.code).toMatch(/^22/);
      expect(err.cause.message).toMatch(
        /^(invalid input syntax for type|date\/time).*: \(value left out\)$/,
      );
    }
  });
});
