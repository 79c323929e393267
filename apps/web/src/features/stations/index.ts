export { useAllStations } from './api/list-all-stations.ts';
