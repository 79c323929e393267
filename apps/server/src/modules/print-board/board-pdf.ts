import {
  type ColumnWidth,
  columnsOn,
  dayText,
  GENERAL_COLUMNS,
  isCancelledLeg,
  localDate,
  localTime,
  type TurnaroundRow,
} from '@board/domain';
import PDFDocument from 'pdfkit';
import { es } from '../../lib/workbooks/cells.ts';
import { fitted } from './fitted-text.ts';
import { timelinePages } from './timeline-pages.ts';

/** One column of the printed board: its title, its block, its width in points, its text. */
interface PrintColumn {
  title: string;
  block: string;
  width: number;
  value(row: TurnaroundRow): string;
}

const MARGIN = 28;
const ROW_HEIGHT = 15;
const FONT_SIZE = 7.5;
const GREY = '#6b7280';

/** Each width class in points: the widest board still fits a landscape A4 page. */
const PRINT_WIDTHS: Record<ColumnWidth, number> = {
  xs: 28,
  s: 34,
  m: 44,
  l: 64,
  xl: 80,
  prose: 120,
};

/** The General board's columns that the page takes, under their block's heading. */
function columns(zone: string): PrintColumn[] {
  const cell = { zone, t: es };
  return columnsOn(GENERAL_COLUMNS, 'print').map((column) => ({
    title: es(column.header),
    block: column.block ? es(column.block.header) : '',
    width: PRINT_WIDTHS[column.width],
    value: (row) => {
      const value = column.value(row, cell);
      return value === null ? '' : String(value);
    },
  }));
}

/** The blocks' headings over the columns: a run of columns of one block gets one heading. */
function blockSpans(cols: readonly PrintColumn[]) {
  const spans: { title: string; width: number }[] = [];
  for (const col of cols) {
    const last = spans.at(-1);
    if (last && last.title === col.block) last.width += col.width;
    else spans.push({ title: col.block, width: col.width });
  }
  return spans;
}

const cancelled = (row: TurnaroundRow) =>
  isCancelledLeg(row.arrival) || isCancelledLeg(row.departure);

export interface PrintHeading {
  station: string;
  day: string;
  timeZone: string;
  printedAt: Date;
  /** Whether the timeline's pages follow the board. */
  timeline: boolean;
}

type Doc = PDFKit.PDFDocument;

const widthOf = (cols: readonly PrintColumn[]) => cols.reduce((sum, c) => sum + c.width, 0);

/** A page's title, when it was printed, and the column heads; answers where the rows start. */
function drawPageHead(doc: Doc, heading: PrintHeading, cols: readonly PrintColumn[]) {
  doc.fillColor('black').font('Helvetica-Bold').fontSize(13);
  doc.text(
    es('print.title', { station: heading.station, day: dayText(heading.day) }),
    MARGIN,
    MARGIN,
  );
  doc.font('Helvetica').fontSize(8).fillColor(GREY);
  const zone = heading.timeZone;
  const printed = `${dayText(localDate(heading.printedAt, zone))} ${localTime(heading.printedAt, zone)}`;
  doc.text(es('print.printedAt', { time: printed }));
  let y = doc.y + 6;
  doc.font('Helvetica-Bold').fontSize(8).fillColor('black');
  let left = MARGIN;
  for (const span of blockSpans(cols)) {
    doc.text(fitted(doc, span.title, span.width - 4, 8), left, y, { lineBreak: false });
    left += span.width;
  }
  y += 11;
  doc.rect(MARGIN, y, widthOf(cols), ROW_HEIGHT).fill('#e5e7eb');
  let x = MARGIN;
  doc.fillColor('black').fontSize(FONT_SIZE);
  for (const col of cols) {
    doc.text(fitted(doc, col.title, col.width - 4, FONT_SIZE), x + 2, y + 4, {
      lineBreak: false,
    });
    x += col.width;
  }
  return y + ROW_HEIGHT;
}

/** One turnaround at `y`: greyed when cancelled, else every other row shaded. */
function drawRow(
  doc: Doc,
  cols: readonly PrintColumn[],
  row: TurnaroundRow,
  index: number,
  y: number,
) {
  const greyed = cancelled(row);
  if (greyed) doc.rect(MARGIN, y, widthOf(cols), ROW_HEIGHT).fill('#f3f4f6');
  else if (index % 2 === 1) doc.rect(MARGIN, y, widthOf(cols), ROW_HEIGHT).fill('#fafafa');
  doc.fillColor(greyed ? GREY : 'black').fontSize(FONT_SIZE);
  let x = MARGIN;
  for (const col of cols) {
    doc.text(fitted(doc, col.value(row), col.width - 4, FONT_SIZE), x + 2, y + 4, {
      lineBreak: false,
    });
    x += col.width;
  }
}

/** "Página n de m" at the foot of every page. */
function drawPageNumbers(doc: Doc) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // The foot sits in the bottom margin: without this pdfkit would open a page for it.
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor(GREY);
    doc.text(
      es('print.page', { page: i + 1, pages: count }),
      MARGIN,
      doc.page.height - MARGIN - 10,
      { width: doc.page.width - 2 * MARGIN, align: 'right', lineBreak: false },
    );
  }
}

/**
 * The day's board on landscape A4 pages, ready to pin up: a title with the station, the day and
 * when it was printed, the column heads on every page, cancelled turnarounds greyed, and
 * "Página n de m" at the foot of each page.
 */
export function boardPdf(rows: readonly TurnaroundRow[], heading: PrintHeading) {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: es('print.title', { station: heading.station, day: heading.day }) },
  });
  const cols = columns(heading.timeZone);
  const bottom = doc.page.height - MARGIN - 20;

  let y = drawPageHead(doc, heading, cols);
  doc.font('Helvetica');
  rows.forEach((row, index) => {
    if (y + ROW_HEIGHT > bottom) {
      doc.addPage();
      y = drawPageHead(doc, heading, cols);
      doc.font('Helvetica');
    }
    drawRow(doc, cols, row, index, y);
    y += ROW_HEIGHT;
  });

  if (heading.timeline) timelinePages(doc, rows, heading);
  drawPageNumbers(doc);
  doc.end();
  return doc;
}
