import {
  airportSearchQuery,
  airportSearchResponse,
  stationAccountsQuery,
  stationAccountsResponse,
  stationBoardRequest,
  stationListAllowedQuery,
  stationListAllowedResponse,
  stationListAllResponse,
} from '@board/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../../lib/zod-type-provider.ts';
import { signedIn } from '../auth/index.ts';
import type { createStationsService } from './stations.service.ts';

export function stationRoutes(stations: ReturnType<typeof createStationsService>) {
  return async (scope: FastifyInstance) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/station/list-all',
      { schema: { response: { 200: stationListAllResponse } } },
      async () => ({ data: { data: await stations.listAll() } }),
    );

    app.get(
      '/station/list-allowed',
      {
        schema: {
          querystring: stationListAllowedQuery,
          response: { 200: stationListAllowedResponse },
        },
      },
      async (request) => ({
        data: { data: { stations: await stations.listByCountry(request.query.country) } },
      }),
    );

    app.get(
      '/station/airports',
      { schema: { querystring: airportSearchQuery, response: { 200: airportSearchResponse } } },
      async (request) => ({
        data: { airports: await stations.searchAirports(request.query.search) },
      }),
    );

    app.get(
      '/station/accounts',
      {
        schema: { querystring: stationAccountsQuery, response: { 200: stationAccountsResponse } },
      },
      async (request) => ({
        data: { accounts: await stations.accounts(signedIn(request), request.query.stn) },
      }),
    );

    app.post(
      '/station/board',
      { schema: { body: stationBoardRequest, response: { 200: stationListAllResponse } } },
      async (request) => {
        const { stn, board } = request.body;
        return { data: { data: await stations.setBoard(signedIn(request), stn, board) } };
      },
    );
  };
}
