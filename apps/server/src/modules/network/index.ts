/** What other parts of the server may use of the network module. Red: the network's day across stations. */
export { networkRoutes } from './network.routes.ts';
export { createNetworkService } from './network.service.ts';
