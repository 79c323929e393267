import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** A tab read back: its name, each row's cells as text, and the sheet for its layout. */
export interface ReadSheet {
  name: string;
  rows: string[][];
  worksheet: ExcelJS.Worksheet;
}

/** Opens a downloaded workbook with a real reader, and gives each tab's rows as text. */
export async function readWorkbook(res: LightMyRequestResponse): Promise<ReadSheet[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return workbook.worksheets.map((worksheet) => {
    const rows: string[][] = [];
    worksheet.eachRow((row) => {
      const values = row.values as unknown[];
      rows.push(values.slice(1).map((v) => (v === null || v === undefined ? '' : String(v))));
    });
    return { name: worksheet.name, rows, worksheet };
  });
}

/** The only tab of a one-tab download, after checking the answer is such a file. */
export async function onlySheet(res: LightMyRequestResponse, fileName: string): Promise<ReadSheet> {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
  const sheets = await readWorkbook(res);
  expect(sheets).toHaveLength(1);
  return sheets[0] as ReadSheet;
}

/** The data rows as records keyed by header, for comparing a few columns at once. */
export function recordsOf(rows: string[][]): Record<string, string>[] {
  const [head = [], ...data] = rows;
  return data.map((row) => Object.fromEntries(head.map((h, i) => [h, row[i] ?? ''])));
}

/**
 * What every download's tab has: Spanish headers (no catalogue key left untranslated), a bold
 * header row frozen above a filter, columns at least as wide as their header.
 */
export function expectTableLayout(sheet: ReadSheet): void {
  const { worksheet, rows } = sheet;
  const headers = rows[0] ?? [];
  expect(headers.length).toBeGreaterThan(0);
  for (const header of headers) expect(header).not.toMatch(/^[a-z]+(\.[a-zA-Z0-9]+)+$/);
  expect(worksheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  expect(worksheet.getRow(1).getCell(1).font?.bold).toBe(true);
  expect(worksheet.autoFilter).toBeTruthy();
  headers.forEach((header, i) => {
    // exceljs does not write a column of its default width (9): it reads back as unset.
    expect(worksheet.getColumn(i + 1).width ?? 9).toBeGreaterThanOrEqual(header.length);
  });
}
