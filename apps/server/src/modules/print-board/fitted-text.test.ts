import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { fitted } from './fitted-text.ts';

const SIZE = 7.5;
const doc = new PDFDocument({ size: 'A4' }).font('Helvetica').fontSize(SIZE);

describe('a value fitted to its printed column', () => {
  it.each(['', 'R6', '05:30', 'Reprogramado', '93/89/87 (120 min)'])(
    'keeps %j whole where it fits',
    (text) => {
      expect(fitted(doc, text, 74, SIZE)).toBe(text);
    },
  );

  it.each([
    ['Reprogramado', 30],
    ['WWWWWW', 20],
    ['Base de mantenimiento', 60],
  ])('cuts %j with an ellipsis to fit %d points', (text, width) => {
    const cut = fitted(doc, text, width, SIZE);
    expect(cut).toMatch(/…$/);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    expect(doc.widthOfString(cut)).toBeLessThanOrEqual(width);
    // As much of the text as fits: one more letter would not.
    const longer = `${text.slice(0, cut.length)}…`;
    expect(doc.widthOfString(longer)).toBeGreaterThan(width);
  });
});
