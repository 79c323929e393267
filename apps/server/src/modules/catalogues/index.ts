/** What other parts of the server may use of the catalogues module. The catalogues: the routes of the delay codes, dispatchers and the like, and the delay codes a station may record. */
export { catalogueRoutes } from './catalogue.routes.ts';
export { delayCodeCatalogue } from './delay-code-catalogue.ts';
