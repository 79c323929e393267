export { stationKeys, useAllStations } from './api/list-all-stations.ts';
