/** What other parts of the server may use of the movements module. IATA movement messages: received from outside, DUTY's queue of refused ones, and the message a station sends. */
export { movementFeedRoutes } from './movement-feed.routes.ts';
export { movementRoutes } from './movements.routes.ts';
export { createMovementService } from './movements.service.ts';
