import { localDate, localTime, type TurnaroundRow } from '@board/domain';
import PDFDocument from 'pdfkit';
import { dateOf, es, registrationOf, statusText, timeOf } from '../exports/cells.ts';
import { fitted } from './fitted-text.ts';

/** One column of the printed board: its title, its width in points, and how a row fills it. */
interface PrintColumn {
  title: string;
  width: number;
  value(row: TurnaroundRow): string;
}

const MARGIN = 28;
const ROW_HEIGHT = 15;
const FONT_SIZE = 7.5;
const GREY = '#6b7280';

function columns(zone: string): PrintColumn[] {
  const figure = (value: number | null | undefined) =>
    value === null || value === undefined ? '' : String(value);
  return [
    { title: es('board.cols.flight'), width: 46, value: (r) => r.arrival?.flight_number ?? '' },
    { title: es('board.cols.registration'), width: 42, value: (r) => registrationOf(r.arrival) },
    { title: es('board.cols.origin'), width: 34, value: (r) => r.arrival?.depstn ?? '' },
    { title: 'STA', width: 30, value: (r) => timeOf(r.arrival, r.arrival?.sta, zone) },
    { title: 'ETA', width: 30, value: (r) => timeOf(r.arrival, r.arrival?.eta, zone) },
    { title: es('board.cols.pea'), width: 28, value: (r) => r.arrival?.pea_number_arrival ?? '' },
    { title: es('board.cols.tape'), width: 28, value: (r) => r.arrival?.pea_tape ?? '' },
    { title: es('board.export.status'), width: 64, value: (r) => statusText(r.arrival) },
    { title: 'TA est.', width: 34, value: (r) => figure(r.turn_around_estimated_time) },
    { title: 'TA real', width: 34, value: (r) => figure(r.turn_around_actual_time) },
    { title: es('board.cols.flight'), width: 46, value: (r) => r.departure?.flight_number ?? '' },
    { title: es('board.cols.registration'), width: 42, value: (r) => registrationOf(r.departure) },
    { title: es('board.cols.destination'), width: 38, value: (r) => r.departure?.arrstn ?? '' },
    { title: 'STD', width: 30, value: (r) => timeOf(r.departure, r.departure?.std, zone) },
    { title: 'ETD', width: 30, value: (r) => timeOf(r.departure, r.departure?.etd, zone) },
    {
      title: es('board.cols.pea'),
      width: 28,
      value: (r) => r.departure?.pea_number_departure ?? '',
    },
    {
      title: es('board.cols.gate'),
      width: 28,
      value: (r) => r.departure?.pea_hall_departure ?? '',
    },
    {
      title: es('board.cols.delay'),
      // Three codes and their total: the most a departure holds.
      width: 78,
      value: (r) =>
        r.departure?.delays_codes
          ? `${r.departure.delays_codes} (${r.departure.delays_min_total} min)`
          : '',
    },
    { title: es('board.export.status'), width: 64, value: (r) => statusText(r.departure) },
  ];
}

const cancelled = (row: TurnaroundRow) =>
  row.arrival?.leg_status_timeline === 'CANCELED' ||
  row.departure?.leg_status_timeline === 'CANCELED';

export interface PrintHeading {
  station: string;
  day: string;
  timeZone: string;
  printedAt: Date;
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
  const tableWidth = cols.reduce((sum, c) => sum + c.width, 0);
  const bottom = doc.page.height - MARGIN - 20;

  function pageHead() {
    doc.fillColor('black').font('Helvetica-Bold').fontSize(13);
    doc.text(
      es('print.title', { station: heading.station, day: dateOf(heading.day) }),
      MARGIN,
      MARGIN,
    );
    doc.font('Helvetica').fontSize(8).fillColor(GREY);
    const zone = heading.timeZone;
    const printed = `${dateOf(localDate(heading.printedAt, zone))} ${localTime(heading.printedAt, zone)}`;
    doc.text(es('print.printedAt', { time: printed }));
    let y = doc.y + 6;
    doc.font('Helvetica-Bold').fontSize(8).fillColor('black');
    doc.text(es('general.arrivals'), MARGIN, y, { width: 300 });
    doc.text(
      es('general.departures'),
      MARGIN + cols.slice(0, 10).reduce((s, c) => s + c.width, 0),
      y,
    );
    y += 11;
    doc.rect(MARGIN, y, tableWidth, ROW_HEIGHT).fill('#e5e7eb');
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

  let y = pageHead();
  doc.font('Helvetica');
  rows.forEach((row, index) => {
    if (y + ROW_HEIGHT > bottom) {
      doc.addPage();
      y = pageHead();
      doc.font('Helvetica');
    }
    const greyed = cancelled(row);
    if (greyed) doc.rect(MARGIN, y, tableWidth, ROW_HEIGHT).fill('#f3f4f6');
    else if (index % 2 === 1) doc.rect(MARGIN, y, tableWidth, ROW_HEIGHT).fill('#fafafa');
    doc.fillColor(greyed ? GREY : 'black').fontSize(FONT_SIZE);
    let x = MARGIN;
    for (const col of cols) {
      doc.text(fitted(doc, col.value(row), col.width - 4, FONT_SIZE), x + 2, y + 4, {
        lineBreak: false,
      });
      x += col.width;
    }
    y += ROW_HEIGHT;
  });

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
  doc.end();
  return doc;
}
