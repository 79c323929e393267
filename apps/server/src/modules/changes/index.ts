/** What other parts of the server may use of the changes module. What changed since a person last looked, and the handover's files. */
export { changesRoutes } from './changes.routes.ts';
export { createChangesService } from './changes.service.ts';
