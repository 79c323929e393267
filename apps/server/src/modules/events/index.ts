/** What other parts of the server may use of the events module. The live boards' event streams. */
export { eventRoutes } from './events.routes.ts';
