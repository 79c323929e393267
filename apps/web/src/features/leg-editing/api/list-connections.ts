import { connectionListResponse } from '@board/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { boardKeys } from '../../../lib/legs/board-keys.ts';

/** GET /v1/connection/list: passengers and bags of inbound flights connecting to a departure. */
export function connectionsQuery(depstn: string, day: string, flightNumber: string) {
  const params = new URLSearchParams({ datop_local: day, depstn, flight_number: flightNumber });
  return queryOptions({
    queryKey: boardKeys.connections(depstn, day, flightNumber),
    queryFn: () =>
      api.get(`v1/connection/list?${params}`, connectionListResponse).then((r) => r.data),
  });
}

export const useConnections = (depstn: string, day: string, flightNumber: string) =>
  useQuery(connectionsQuery(depstn, day, flightNumber));
