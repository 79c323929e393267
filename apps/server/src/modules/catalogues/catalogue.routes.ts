import {
  airlineDelayCodesRequest,
  connectionListQuery,
  connectionListResponse,
  delayCodeListResponse,
  dispatcherListQuery,
  dispatcherListResponse,
} from '@board/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { ZodTypeProvider } from '../../lib/zod-type-provider.ts';
import { signedIn } from '../auth/index.ts';
import { connectionsOf, findDeparture } from '../legs/index.ts';
import { openStationDay } from '../stations/index.ts';
import { delayCodeCatalogue, setAirlineDelayCodes } from './delay-code-catalogue.ts';
import { dispatchersOf } from './dispatchers.repository.ts';

/** Reference data of the board: the delay-code table and a departure's connections. */
export function catalogueRoutes({ db, now }: { db: Db; now: () => Date }) {
  return async (scope: FastifyInstance) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();

    app.get('/delaycode', { schema: { response: { 200: delayCodeListResponse } } }, async () => ({
      data: await delayCodeCatalogue(db),
    }));

    app.post(
      '/delaycode/airline',
      { schema: { body: airlineDelayCodesRequest, response: { 200: delayCodeListResponse } } },
      async (request) => ({
        data: await setAirlineDelayCodes(db, signedIn(request), request.body),
      }),
    );

    app.get(
      '/dispatcher/list',
      { schema: { querystring: dispatcherListQuery, response: { 200: dispatcherListResponse } } },
      async (request) => {
        const { station } = request.query;
        await openStationDay(db, signedIn(request), station, null, now());
        return { data: await dispatchersOf(db, station) };
      },
    );

    app.get(
      '/connection/list',
      { schema: { querystring: connectionListQuery, response: { 200: connectionListResponse } } },
      async (request) => {
        const { datop_local, depstn, flight_number } = request.query;
        await openStationDay(db, signedIn(request), depstn, null, now());
        const leg = await findDeparture(db, {
          airline: flight_number.slice(0, 2),
          flightNumber: flight_number.slice(2),
          day: datop_local,
          depstn,
        });
        return { data: leg ? await connectionsOf(db, leg.id) : [] };
      },
    );
  };
}
