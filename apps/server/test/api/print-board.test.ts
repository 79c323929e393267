import { turnaroundListResponse } from '@board/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departuresOf } from '../../src/modules/legs/legs.repository.ts';
import { errorOf } from '../helpers/api.ts';
import { type Account, feedLegs, signInAll } from '../helpers/leg-edits.ts';
import { arrivalItem, departureItem, NOW, TODAY } from '../helpers/legs.ts';
import { readPdf } from '../helpers/pdf.ts';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';

/** The printable board and the parking plans, read back with a PDF reader. */
let ctx: TestContext;
let tokens: Record<Account, string>;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW });
  tokens = await signInAll(ctx);
  // Enough turnarounds for a second page.
  const items = [];
  for (let i = 0; i < 40; i++) {
    const minute = String(i).padStart(2, '0');
    items.push(
      arrivalItem({
        flight_number: String(3000 + 2 * i),
        registration: i % 2 ? 'AZC' : 'DBF',
        sta: `${TODAY}T08:${minute}:00-05:00`,
        std: `${TODAY}T07:${minute}:00-05:00`,
      }),
      departureItem({
        flight_number: String(3001 + 2 * i),
        registration: i % 2 ? 'AZC' : 'DBF',
        std: `${TODAY}T09:${minute}:00-05:00`,
        sta: `${TODAY}T10:${minute}:00-05:00`,
        ...(i === 3 && { status: 'CANCELED' as const }),
        ...(i === 5 && { status: 'RESCHEDULED' as const }),
      }),
    );
  }
  await feedLegs(ctx, items);
  const [late] = await departuresOf(ctx.database.db, 'LIM', TODAY);
  if (!late) throw new Error('no departure to delay');
  const delays = [
    { delay: { code: '93' }, minutes: 60, description: '' },
    { delay: { code: '89' }, minutes: 45, description: '' },
    { delay: { code: '87' }, minutes: 15, description: '' },
  ];
  const res = await ctx.post(
    '/v1/leg/store-delays',
    { _id: late._id, version: late.version, depstn: 'LIM', delays, delays_min_total: 120 },
    { token: tokens.lim },
  );
  if (res.statusCode !== 200) throw new Error(res.body);
});
afterAll(() => ctx.close());

const print = (body: unknown, account: Account = 'lim') =>
  ctx.post('/v1/leg/export-printformat', body, { token: tokens[account] });

describe('Imprimir Pizarra', () => {
  it('prints every turnaround of the general board on landscape pages', async () => {
    const res = await print({ day: TODAY, station: 'LIM' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="pizarra_LIM_${TODAY}.pdf"`,
    );
    const pdf = await readPdf(res);
    expect(pdf.width).toBeGreaterThan(pdf.height);
    expect(pdf.pages.length).toBeGreaterThan(1);
    const text = pdf.pages.join('\n');
    const general = turnaroundListResponse.parse(
      (
        await ctx.post(
          '/v1/leg/list-extend',
          { day: TODAY, station: 'LIM', query: '' },
          {
            token: tokens.lim,
          },
        )
      ).json(),
    ).data.legs;
    for (const row of general) {
      for (const leg of [row.arrival, row.departure]) {
        if (leg) expect(text).toContain(leg.flight_number);
      }
    }
    expect(text).toContain('CC-AZC');
    expect(text).toContain('CNLD');
    // Every value stays whole on its row's one line: the longest status, three delay codes.
    expect(text).toContain('Reprogramado');
    expect(text).toContain('93/89/87 (120 min)');
    pdf.pages.forEach((page, i) => {
      expect(page).toContain('Pizarra LIM · 10-03');
      expect(page).toContain(`Página ${i + 1} de ${pdf.pages.length}`);
      expect(page).toContain('STD');
    });
    expect(pdf.pages[0]).toContain('Impreso el 10-03 15:00');
  });

  it('adds the timeline after the board when asked, its stands across the day', async () => {
    const board = await readPdf(await print({ day: TODAY, station: 'LIM' }));
    const res = await print({ day: TODAY, station: 'LIM', timeline: true });
    expect(res.statusCode).toBe(200);
    const pdf = await readPdf(res);
    expect(pdf.pages.length).toBeGreaterThan(board.pages.length);
    const [first, ...rest] = pdf.pages.slice(board.pages.length);
    expect(first).toContain('Línea de tiempo LIM · 10-03');
    expect(first).toContain('00:00');
    expect(first).toContain('23:00');
    // Each turnaround's flights are on the picture, and every page is numbered in the whole.
    const text = [first, ...rest].join('\n');
    expect(text).toContain('LA3000');
    expect(pdf.pages.at(-1)).toContain(`Página ${pdf.pages.length} de ${pdf.pages.length}`);
    expect((await print({ day: TODAY, station: 'LIM', timeline: 'yes' })).statusCode).toBe(400);
  });

  it('answers 204 for a day without legs', async () => {
    const res = await print({ day: '2026-03-11', station: 'LIM' });
    expect(res.statusCode).toBe(204);
  });

  it('refuses a CTA of another station, and a bad body', async () => {
    const other = await print({ day: TODAY, station: 'SCL' });
    expect(errorOf(other).code).toBe('FORBIDDEN');
    const bad = await print({ day: TODAY, station: 'LIM', query: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toContainEqual(
      expect.objectContaining({ path: 'query', key: 'validation.unknownField' }),
    );
    expect((await print({ day: TODAY, station: 'LIM' }, 'generic')).statusCode).toBe(200);
  });
});

describe('parking plans', () => {
  it.each([
    ['LIM', 'Jorge Chávez', ['L5', '18', 'Calle de rodaje']],
    ['SCL', 'Arturo Merino Benítez', ['H2', 'B1', '11']],
  ])('draws the plan of %s with its stands', async (station, airport, stands) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/plans/${station}.pdf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = (await readPdf(res)).pages.join('\n');
    expect(text).toContain(`Plano de estacionamiento · `);
    expect(text).toContain(airport);
    for (const stand of stands) expect(text).toContain(stand);
  });

  it('has no plan for other stations', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/plans/BOG.pdf' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});
