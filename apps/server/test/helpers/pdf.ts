import type { LightMyRequestResponse } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';

/** Opens a downloaded PDF with a real reader: the text of each page and the first page's size. */
export async function readPdf(res: LightMyRequestResponse) {
  const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
  const { text } = await extractText(pdf, { mergePages: false });
  const page = await pdf.getPage(1);
  const [, , width = 0, height = 0] = page.view;
  return { pages: text as string[], width, height };
}
