/** What other parts of the server may use of the users module. Administración's accounts: invitations, roles and stations, and their audit. */
export { userRoutes } from './users.routes.ts';
export { accountById, emailTaken, insertAccount, insertAudit } from './users-admin.repository.ts';
export { createUsersAdminService } from './users-admin.service.ts';
