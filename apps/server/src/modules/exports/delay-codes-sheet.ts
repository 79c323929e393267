import type { DelayCode } from '@board/domain';
import { column, es } from '../../lib/workbooks/cells.ts';
import type { Sheet } from '../../lib/workbooks/workbook-stream.ts';

/** The IATA delay codes table offered on the Demoras screen: the same for every station. */
export const delayCodesSheet = (): Sheet<DelayCode> => ({
  name: es('delays.codesTable'),
  columns: [
    column(es('board.export.delayCode'), 8, (c) => c.code),
    column(es('board.export.delayAlpha'), 10, (c) => c.alpha),
    column(es('board.export.delayName'), 60, (c) => c.name),
    column(es('board.export.responsible'), 24, (c) => c.iataResponsible),
  ],
});
