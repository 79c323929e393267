import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/** A cell as written: text, a number, or empty. */
export type Cell = string | number | null;

/** A column of a sheet: its header, its width in characters, and how a row fills it. */
export interface Column<T> {
  header: string;
  width: number;
  value(row: T): Cell;
}

/** One tab of a workbook, its rows already turned into cells. */
export interface SheetSpec {
  name: string;
  headers: string[];
  widths: number[];
  rows: Iterable<Cell[]>;
}

/** A tab from typed rows and their columns. */
export function sheet<T>(
  name: string,
  columns: readonly Column<T>[],
  rows: readonly T[],
): SheetSpec {
  return {
    name,
    headers: columns.map((c) => c.header),
    widths: columns.map((c) => c.width),
    rows: (function* () {
      for (const row of rows) yield columns.map((c) => c.value(row));
    })(),
  };
}

/**
 * The workbook written row by row into a stream: each row is committed as soon as it is made,
 * so the memory a download takes does not grow with the day (exceljs's streaming writer).
 * The header row is bold and stays in view while scrolling.
 */
export function workbookStream(sheets: readonly SheetSpec[]): Readable {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  (async () => {
    for (const spec of sheets) {
      const worksheet = workbook.addWorksheet(spec.name, {
        views: [{ state: 'frozen', ySplit: 1 }],
      });
      worksheet.columns = spec.headers.map((header, i) => ({ header, width: spec.widths[i] }));
      const head = worksheet.getRow(1);
      head.font = { bold: true };
      head.commit();
      for (const cells of spec.rows) worksheet.addRow(cells).commit();
      worksheet.commit();
    }
    await workbook.commit();
  })().catch((error: unknown) => stream.destroy(error as Error));
  return stream;
}
