import {
  type CellContext,
  type ColumnWidth,
  columnsOn,
  fileHeaderOf,
  type ListColumn,
} from '@board/domain';
import { es } from '../../lib/workbooks/cells.ts';
import type { RowTone, Sheet } from '../../lib/workbooks/workbook-stream.ts';

/** Each width class in characters, the unit of a spreadsheet column. */
const SHEET_WIDTHS: Record<ColumnWidth, number> = {
  xs: 7,
  s: 9,
  m: 11,
  l: 14,
  xl: 22,
  prose: 36,
};

/**
 * A tab written from a list's one column table: the columns the workbook takes, headers that
 * stand alone in Spanish, at least as wide as their header.
 */
export function listSheet<Row>(
  columns: readonly ListColumn<Row>[],
  tab: { name: string; zone: string; tone?: (row: Row) => RowTone | null },
): Sheet<Row> {
  const cell: CellContext = { zone: tab.zone, t: es };
  return {
    name: tab.name,
    tone: tab.tone,
    columns: columnsOn(columns, 'sheet').map((column) => {
      const header = fileHeaderOf(column, es);
      return {
        header,
        width: Math.max(SHEET_WIDTHS[column.width], header.length + 1),
        value: (row: Row) => column.value(row, cell),
      };
    }),
  };
}
