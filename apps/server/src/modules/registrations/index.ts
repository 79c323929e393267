/** What other parts of the server may use of the registrations module. Aircraft registrations and their types. */
export { registrationRoutes } from './registrations.routes.ts';
export {
  createRegistrationsService,
  type RegistrationsService,
} from './registrations.service.ts';
