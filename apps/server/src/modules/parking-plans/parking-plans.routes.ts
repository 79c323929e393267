import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { CACHE_CONTROL } from '../../lib/cache-control.ts';
import { MEDIA } from '../../lib/openapi/route-media.ts';
import { APRON_LAYOUTS } from './apron-layouts.ts';
import { planPdf } from './plan-pdf.ts';

/**
 * GET <base>plans/<station>.pdf: the parking plan the Overnights screen opens in a new window
 * (Lima and Santiago). It is a generic drawing of the apron, not the day's data, and a new
 * window cannot carry the bearer token, so it is served without sign-in. Each plan is drawn
 * once per process.
 */
export function parkingPlanRoutes() {
  const drawn = new Map<string, Promise<Buffer>>();
  return async (app: FastifyInstance) => {
    const described = { config: { produces: MEDIA.pdf } };
    app.get<{ Params: { file: string } }>('/plans/:file', described, async (request, reply) => {
      const station = /^([A-Z]{3})\.pdf$/.exec(request.params.file)?.[1];
      const layout = station ? APRON_LAYOUTS[station] : undefined;
      if (!station || !layout) throw new AppError('NOT_FOUND');
      let pdf = drawn.get(station);
      if (!pdf) {
        pdf = planPdf(layout);
        drawn.set(station, pdf);
      }
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="plano_${station}.pdf"`)
        .header('cache-control', CACHE_CONTROL.short)
        .send(await pdf);
    });
  };
}
