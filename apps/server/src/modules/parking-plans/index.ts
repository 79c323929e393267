/** What other parts of the server may use of the parking-plans module. The stations' parking plans. */
export { parkingPlanRoutes } from './parking-plans.routes.ts';
