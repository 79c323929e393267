import {
  addDays,
  dayText,
  localTime,
  type TimelineBar,
  type TurnaroundRow,
  timelineBars,
  timelineConflicts,
  timelineGroups,
  zonedInstant,
} from '@board/domain';
import { es } from '../../lib/workbooks/cells.ts';
import { fitted } from './fitted-text.ts';

type Doc = PDFKit.PDFDocument;

const MARGIN = 28;
const LABEL = 44;
const ROW = 11;
const HEAD = 58;
const HOUR = 3_600_000;
const RED = '#c42b2b';
const PURPLE = '#6b4fd8';
const PURPLE_SOFT = '#e4ddfb';

/**
 * The day's stands as the timeline draws them, on landscape pages after the board: one row per
 * stand, the station's 24 hours across, bars solid once on block, light while expected, hatched
 * grey when cancelled, ringed in red where a conflict is.
 */
export function timelinePages(
  doc: Doc,
  rows: readonly TurnaroundRow[],
  heading: { station: string; day: string; timeZone: string },
): void {
  const bars = timelineBars(rows);
  const conflicted = new Set(timelineConflicts(rows, bars).flatMap((c) => c.barIds));
  const lines = timelineGroups(bars, 'stand').flatMap((group) =>
    group.rows.map((row) => ({ label: group.key === 'none' ? (row.label ?? '') : row.label, row })),
  );
  const from = zonedInstant(heading.day, '00:00', heading.timeZone).getTime();
  const to = zonedInstant(addDays(heading.day, 1), '00:00', heading.timeZone).getTime();
  const width = doc.page.width - 2 * MARGIN - LABEL;
  const x = (at: number) =>
    MARGIN + LABEL + ((Math.min(Math.max(at, from), to) - from) / (to - from)) * width;
  const perPage = Math.floor((doc.page.height - MARGIN - 20 - (MARGIN + HEAD)) / ROW);

  for (let first = 0; first < Math.max(lines.length, 1); first += perPage) {
    doc.addPage();
    pageHead(doc, heading, from, to, x);
    lines.slice(first, first + perPage).forEach((line, i) => {
      const top = MARGIN + HEAD + i * ROW;
      if (i % 2 === 1) doc.rect(MARGIN, top, LABEL + width, ROW).fill('#f7f8fa');
      doc.fillColor('black').font('Helvetica-Bold').fontSize(6.5);
      doc.text(fitted(doc, line.label, LABEL - 4, 6.5), MARGIN + 2, top + 3, { lineBreak: false });
      for (const bar of line.row.bars) drawBar(doc, bar, top, x, conflicted.has(bar.id));
    });
  }
}

function pageHead(
  doc: Doc,
  heading: { station: string; day: string; timeZone: string },
  from: number,
  to: number,
  x: (at: number) => number,
) {
  doc.fillColor('black').font('Helvetica-Bold').fontSize(13);
  doc.text(
    es('print.timeline', { station: heading.station, day: dayText(heading.day) }),
    MARGIN,
    MARGIN,
  );
  doc.font('Helvetica').fontSize(6.5).fillColor('#6b7280');
  const axis = MARGIN + HEAD - 10;
  for (let at = from; at <= to; at += HOUR) {
    doc
      .moveTo(x(at), axis)
      .lineTo(x(at), doc.page.height - MARGIN - 20)
      .lineWidth(0.3)
      .stroke('#dfe2e8');
    if (at < to)
      doc.text(localTime(new Date(at), heading.timeZone), x(at) + 1, axis, { lineBreak: false });
  }
}

function drawBar(doc: Doc, bar: TimelineBar, top: number, x: (at: number) => number, red: boolean) {
  const left = x(bar.start);
  const barWidth = Math.max(x(bar.end) - left, 1.5);
  if (barWidth <= 0) return;
  const fill = bar.cancelled ? '#e5e7eb' : bar.actualStart ? PURPLE : PURPLE_SOFT;
  doc.rect(left, top + 1.5, barWidth, ROW - 3).fill(fill);
  if (red)
    doc
      .rect(left, top + 1.5, barWidth, ROW - 3)
      .lineWidth(0.8)
      .stroke(RED);
  const flights = [bar.arrival?.leg.flight_number, bar.departure?.leg.flight_number]
    .filter(Boolean)
    .join(' ');
  doc
    .font('Helvetica')
    .fontSize(5)
    .fillColor(bar.actualStart && !bar.cancelled ? 'white' : 'black');
  const text = fitted(doc, flights, barWidth - 2, 5);
  if (text) doc.text(text, left + 1, top + 3.5, { lineBreak: false });
}
