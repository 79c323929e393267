/** What other parts of the server may use of the leg-edits module. A station's records on a leg (section 7's write calls) and a leg's history. */
export { legEditRoutes } from './leg-edits.routes.ts';
export {
  createLegEditsService,
  type LegEditsService,
} from './leg-edits.service.ts';
