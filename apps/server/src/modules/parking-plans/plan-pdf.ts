import PDFDocument from 'pdfkit';
import type { ApronLayout } from './apron-layouts.ts';

const MARGIN = 36;
const STAND = { width: 34, height: 44, gap: 6 };
const COLORS = { contact: '#4c1d95', remote: '#ffffff', line: '#374151', terminal: '#e5e7eb' };

/**
 * A station's parking plan on one landscape A4 page: the terminal building, the rows of stands
 * drawn as boxes with their numbers (contact stands filled, remote ones outlined), the taxiway
 * between them, and a legend.
 */
export function planPdf(layout: ApronLayout): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    info: { Title: `Plano de estacionamiento ${layout.station}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );

  const width = doc.page.width - 2 * MARGIN;
  doc.font('Helvetica-Bold').fontSize(16).fillColor('black');
  doc.text(`Plano de estacionamiento · ${layout.name} (${layout.station})`, MARGIN, MARGIN);

  let y = MARGIN + 34;
  doc.rect(MARGIN, y, width, 36).fillAndStroke(COLORS.terminal, COLORS.line);
  doc.font('Helvetica-Bold').fontSize(11).fillColor('black');
  doc.text('Terminal de pasajeros', MARGIN, y + 13, { width, align: 'center' });
  y += 50;

  layout.rows.forEach((row, index) => {
    doc.font('Helvetica').fontSize(9).fillColor(COLORS.line).text(row.caption, MARGIN, y);
    y += 14;
    row.stands.forEach((stand, i) => {
      const x = MARGIN + i * (STAND.width + STAND.gap);
      const filled = row.kind === 'contact';
      doc
        .rect(x, y, STAND.width, STAND.height)
        .lineWidth(1)
        .fillAndStroke(filled ? COLORS.contact : COLORS.remote, COLORS.line);
      doc
        .font('Helvetica-Bold')
        .fontSize(10)
        .fillColor(filled ? 'white' : 'black');
      doc.text(stand, x, y + STAND.height / 2 - 5, { width: STAND.width, align: 'center' });
    });
    y += STAND.height + 10;
    // The taxiway runs between the contact stands and the remote apron.
    if (index === 0) {
      doc
        .moveTo(MARGIN, y + 8)
        .lineTo(MARGIN + width, y + 8)
        .dash(8, { space: 6 })
        .stroke();
      doc.undash();
      doc.font('Helvetica-Oblique').fontSize(8).fillColor(COLORS.line);
      doc.text('Calle de rodaje', MARGIN, y + 12);
      y += 30;
    }
  });

  y += 6;
  doc.rect(MARGIN, y, 14, 10).fillAndStroke(COLORS.contact, COLORS.line);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('black')
    .text('Contacto (puente / PLB)', MARGIN + 20, y + 1);
  doc.rect(MARGIN + 170, y, 14, 10).fillAndStroke(COLORS.remote, COLORS.line);
  doc.fillColor('black').text('Remota', MARGIN + 190, y + 1);
  doc.end();
  return done;
}
