import type { DelayCode } from '@board/domain';
import { column, es } from './cells.ts';
import type { Sheet } from './workbook-stream.ts';

const h = es;

/** The IATA delay codes table offered on the Demoras screen: the same for every station. */
export const delayCodesSheet = (): Sheet<DelayCode> => ({
  name: h('delays.codesTable'),
  columns: [
    column(h('board.export.delayCode'), 8, (c) => c.code),
    column(h('board.export.delayAlpha'), 10, (c) => c.alpha),
    column(h('board.export.delayName'), 60, (c) => c.name),
    column(h('board.export.responsible'), 24, (c) => c.iataResponsible),
  ],
});
