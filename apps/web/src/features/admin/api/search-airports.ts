import { airportSearchResponse } from '@board/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The shortest and longest search text the server accepts (airportSearchQuery). */
export const AIRPORT_SEARCH_MIN = 2;
export const AIRPORT_SEARCH_MAX = 60;

/** GET /v1/station/airports: airports of the dataset whose code or name holds the text. */
export async function searchAirports(text: string) {
  const search = new URLSearchParams({ search: text });
  const response = await api.get(`v1/station/airports?${search}`, airportSearchResponse);
  return response.data.airports;
}

export const airportKeys = {
  all: ['airports'] as const,
  search: (text: string) => ['airports', 'search', text] as const,
};

export function airportSearchQuery(text: string) {
  return queryOptions({
    queryKey: airportKeys.search(text),
    queryFn: () => searchAirports(text),
  });
}

/** Searches once the text is long enough; the last answer stays shown while the next loads. */
export function useAirportSearch(text: string) {
  const search = text.trim();
  return useQuery({
    ...airportSearchQuery(search),
    enabled: search.length >= AIRPORT_SEARCH_MIN,
    placeholderData: keepPreviousData,
  });
}
