import { Readable } from 'node:stream';
import { type ChangeEntry, localTime } from '@board/domain';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { es } from '../exports/cells.ts';
import { inertCell } from '../exports/workbook-stream.ts';
import { fitted } from '../print-board/fitted-text.ts';

export interface Handover {
  station: string;
  day: string;
  timeZone: string;
  from: Date;
  to: Date;
  entries: (ChangeEntry & { flight_number: string })[];
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A value as the board writes it: an instant in the station's time, a list by its size. */
function valueText(value: unknown, zone: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' && INSTANT.test(value)) return localTime(value, zone);
  if (Array.isArray(value)) {
    return es(`edits.history.items_${value.length === 1 ? 'one' : 'other'}`, {
      count: value.length,
    });
  }
  if (typeof value === 'object') {
    return 'display_name' in value ? String(value.display_name) : JSON.stringify(value);
  }
  return String(value);
}

/** The field's name on the board, or its key where the catalogue has none. */
function fieldText(field: string): string {
  const key = `edits.fields.${field}`;
  const text = es(key);
  return text === key ? field : text;
}

const byText = (entry: ChangeEntry) =>
  entry.by.source === 'user'
    ? `${entry.by.name}${entry.by.role ? ` (${entry.by.role})` : ''}`
    : es(`changes.source.${entry.by.source}`);

/** The handover's rows, the same in both files: time, flight, field, before, after, by whom. */
function rows(handover: Handover): string[][] {
  const zone = handover.timeZone;
  return handover.entries.map((e) => [
    localTime(e.at, zone),
    e.flight_number,
    fieldText(e.field),
    valueText(e.before, zone),
    valueText(e.after, zone),
    byText(e),
  ]);
}

const HEADER = ['time', 'flight', 'field', 'before', 'after', 'by'].map(
  (k) => `handover.cols.${k}`,
);

/** Relevo de turno as a workbook: one tab, newest first, every cell inert. */
export async function handoverWorkbook(handover: Handover): Promise<Readable> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(es('handover.sheet'), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = HEADER.map((h, i) => ({ header: es(h), width: [8, 10, 22, 18, 18, 28][i] }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows(handover)) sheet.addRow(row.map(inertCell));
  return Readable.from([Buffer.from(await workbook.xlsx.writeBuffer())]);
}

const MARGIN = 36;
const WIDTHS = [44, 60, 120, 110, 110, 140];

/** Relevo de turno on A4 pages: the station, the day and the hours it covers, then the changes. */
export function handoverPdf(handover: Handover) {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: true });
  const zone = handover.timeZone;
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(es('handover.title', { station: handover.station, day: handover.day }));
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#6b7280')
    .text(
      es('handover.range', {
        from: localTime(handover.from, zone),
        to: localTime(handover.to, zone),
      }),
    );
  let y = doc.y + 10;
  const line = (cells: string[], bold: boolean) => {
    if (y > doc.page.height - MARGIN - 20) {
      doc.addPage();
      y = MARGIN;
    }
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(8)
      .fillColor('black');
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const width = WIDTHS[i] ?? 60;
      doc.text(fitted(doc, cell, width - 4, 8), x, y, { lineBreak: false });
      x += width;
    });
    y += 13;
  };
  line(
    HEADER.map((h) => es(h)),
    true,
  );
  for (const row of rows(handover)) line(row, false);
  if (handover.entries.length === 0) line([es('handover.empty')], false);
  doc.end();
  return doc;
}
