import { Readable } from 'node:stream';
import {
  changeByText,
  changeFieldText,
  changeValueText,
  type HandoverEntry,
  instantText,
} from '@board/domain';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { es } from '../../lib/workbooks/cells.ts';
import { inertCell } from '../../lib/workbooks/workbook-stream.ts';
import { fitted } from '../print-board/index.ts';

export interface Handover {
  station: string;
  day: string;
  timeZone: string;
  from: Date;
  to: Date;
  entries: HandoverEntry[];
}

/** The handover's rows, the same in both files: time, flight, field, before, after, by whom. */
function rows(handover: Handover): string[][] {
  const zone = handover.timeZone;
  const text = { zone, say: es };
  return handover.entries.map((e) => [
    instantText(e.at, zone, 'time'),
    e.flight_number,
    changeFieldText(e.field, es),
    changeValueText(e.field, e.before, text),
    changeValueText(e.field, e.after, text),
    changeByText(e.by, es),
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
        from: instantText(handover.from, zone, 'time'),
        to: instantText(handover.to, zone, 'time'),
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
