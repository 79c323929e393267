/** What other parts of the server may use of the exports module. The board's downloads as Excel workbooks. */
export { exportRoutes } from './exports.routes.ts';
export { createExportsService } from './exports.service.ts';
