// The frame, the board and the admin screen all read the station list, so it belongs to no
// feature.
import { stationListAllResponse } from '@board/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';

export async function listAllStations() {
  const response = await api.get('v1/station/list-all', stationListAllResponse);
  return response.data.data;
}

export const stationKeys = {
  all: ['stations', 'list-all'] as const,
};

export function allStationsQuery() {
  return queryOptions({
    queryKey: stationKeys.all,
    queryFn: listAllStations,
    // The station catalogue changes a few times a year.
    staleTime: 60 * 60 * 1000,
  });
}

export function useAllStations(options: { enabled?: boolean } = {}) {
  return useQuery({ ...allStationsQuery(), ...options });
}
