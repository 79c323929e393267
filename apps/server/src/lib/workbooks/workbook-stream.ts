import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/** A cell as written: text, a number (kept a number so Excel can add it up), or empty. */
export type Cell = string | number | null;

/**
 * What a spreadsheet reads as the start of a formula (or of a command to another program) once
 * someone edits the cell or saves the file as CSV: the characters OWASP names for CSV injection.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell as no spreadsheet will ever run it. Text that starts like a formula gets a leading ',
 * which spreadsheets take as "this is text". Numbers stay numbers, so a negative one can still
 * be added up. A lone "-", what people write for "none", cannot hold a formula and is kept as it
 * is rather than shown as '-.
 */
export function inertCell(value: Cell): Cell {
  if (typeof value !== 'string' || value === '-' || !FORMULA_START.test(value)) return value;
  return `'${value}`;
}

/** How a whole row stands out, as it does on the screen. */
export type RowTone = 'muted' | 'flagged';

/** A column of a tab: its header, its width in characters, and how a row fills it. */
export interface Column<T> {
  header: string;
  width: number;
  value(row: T): Cell;
}

/** A tab of a workbook: its name, its columns, and which rows stand out. */
export interface Sheet<T> {
  name: string;
  columns: readonly Column<T>[];
  tone?: (row: T) => RowTone | null;
}

const HEADER_FILL = 'FFE7E6E6';
const TONES: Record<RowTone, Partial<Pick<ExcelJS.Cell, 'font' | 'fill'>>> = {
  // A cancelled leg is greyed on the board; its status column already says CNLD.
  muted: { font: { italic: true, color: { argb: 'FF808080' } } },
  // A delayed leg nobody has coded yet is highlighted on the Demoras screen.
  flagged: { fill: { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFF2CC' } } },
};

/**
 * Cells written between two looks at the reply, some 16 rows of the widest tab. The zip's deflate
 * runs on the thread pool and moves on about one step (one 64 KB block of XML) per turn of the
 * event loop: a turn every few dozen kilobytes keeps it level with the rows; at 100 rows of 30
 * columns per turn it falls behind and the XML piles up in memory after all.
 */
const CELLS_PER_TURN = 500;

/**
 * Lets compression and the client catch up, since exceljs's streaming writer ignores
 * backpressure: a turn of the event loop for the deflate, then, when the reply is not read as
 * fast as it is written, a wait until it drains (or the client has gone).
 */
async function roomIn(out: PassThrough): Promise<void> {
  await new Promise<void>((resolve) => setImmediate(resolve));
  if (out.destroyed || !out.writableNeedDrain) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

async function write<T>(out: PassThrough, sheet: Sheet<T>, rows: readonly T[]): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const count = sheet.columns.length;
  const worksheet = workbook.addWorksheet(sheet.name, {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  worksheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: count } };
  // A header is never cut: the column is at least as wide as its header.
  worksheet.columns = sheet.columns.map((c) => ({
    header: String(inertCell(c.header)),
    width: Math.max(c.width, c.header.length + 2),
  }));
  const head = worksheet.getRow(1);
  head.font = { bold: true };
  head.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HEADER_FILL } };
  head.commit();

  const rowsPerTurn = Math.max(1, Math.floor(CELLS_PER_TURN / count));
  let written = 0;
  for (const item of rows) {
    // Every value a station or the feed wrote passes here: none leaves as a live formula.
    const row = worksheet.addRow(sheet.columns.map((c) => inertCell(c.value(item))));
    const tone = sheet.tone?.(item);
    if (tone) {
      // Through every column, so a fill covers the empty cells of the row too.
      for (let i = 1; i <= count; i++) Object.assign(row.getCell(i), TONES[tone]);
    }
    row.commit();
    if (++written % rowsPerTurn === 0) {
      await roomIn(out);
      // The client went away: nobody will read the rest.
      if (out.destroyed) return;
    }
  }
  worksheet.commit();
  await workbook.commit();
}

/**
 * A one-tab workbook written into a stream row by row, to be sent as the reply while it is being
 * made: the workbook is never whole in memory. The header row is bold, filtered and stays in view
 * while scrolling. A failure half-way destroys the stream, which aborts the reply.
 */
export function workbookStream<T>(sheet: Sheet<T>, rows: readonly T[]): Readable {
  const out = new PassThrough();
  write(out, sheet, rows).catch((error: unknown) =>
    out.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return out;
}
