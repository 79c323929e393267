import { type RequestBody, stationListAllResponse } from '@board/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { stationKeys } from '../../../catalogues/list-all-stations.ts';
import { api } from '../../../lib/api-client.ts';
import { airportKeys } from './search-airports.ts';

export type StationBoardChange = RequestBody<'v1/station/board'>;

/** POST /v1/station/board: makes an airport a station with a board, or takes it away. */
export async function setStationBoard(change: StationBoardChange) {
  const response = await api.post('v1/station/board', change, stationListAllResponse);
  return response.data.data;
}

/**
 * The change, then the station lists everywhere in the app (the board's station picker, the
 * header's station name) and the airport search's "already a station" marks follow it.
 */
export function useSetStationBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStationBoard,
    onSuccess(stations) {
      queryClient.setQueryData(stationKeys.all, stations);
      void queryClient.invalidateQueries({ queryKey: stationKeys.all });
      void queryClient.invalidateQueries({ queryKey: airportKeys.all });
    },
  });
}
