import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(() => ctx.close());

it('signs in and forgot mails', async () => {
  const pair = await ctx.login('cta.lim@example.com', 'lima2026');
  expect(pair.access_token).toBeTruthy();
  const r = await ctx.post('/auth/forgot', { email: 'cta.lim@example.com' });
  expect(r.statusCode).toBe(200);
  const mail = await ctx.smtp.waitFor('cta.lim@example.com');
  expect(mail.raw).toContain('reset-password');
});
