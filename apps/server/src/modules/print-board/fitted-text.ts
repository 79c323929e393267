/**
 * The text cut with an ellipsis where it is wider than its column, in the document's current font
 * (set at `fontSize`), so a printed row keeps one line. Only a text that could be too wide is measured:
 * pdfkit's own ellipsis lays out every cell and doubles the time of a busy day's board.
 */
export function fitted(
  doc: PDFKit.PDFDocument,
  text: string,
  width: number,
  fontSize: number,
): string {
  // No character of the standard fonts is much wider than 1 em.
  const surelyFits = text.length * fontSize * 1.05 <= width;
  if (surelyFits || doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}
