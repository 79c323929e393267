import { connectionListResponse } from '@board/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { boardKeys } from './board-keys.ts';

interface ConnectionParams {
  datop_local: string;
  depstn: string;
  flight_number: string;
}

/** GET /v1/connection/list: inbound passengers and bags connecting to a departure. */
export function listConnections(params: ConnectionParams) {
  const search = new URLSearchParams({ ...params });
  return api.get(`v1/connection/list?${search}`, connectionListResponse);
}

export function connectionsQuery(params: ConnectionParams) {
  return queryOptions({
    queryKey: boardKeys.connections(params.depstn, params.datop_local, params.flight_number),
    queryFn: () => listConnections(params),
  });
}

export function useConnections(params: ConnectionParams, enabled: boolean) {
  return useQuery({ ...connectionsQuery(params), enabled });
}
