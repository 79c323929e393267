/** What other parts of the server may use of the print-board module. The board as a printable PDF, and the fitting of text to a PDF's cells. */
export { fitted } from './fitted-text.ts';
export { printBoardRoutes } from './print-board.routes.ts';
export { createPrintBoardService } from './print-board.service.ts';
