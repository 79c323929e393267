import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';

/** Opens a downloaded workbook with a real reader, and gives each tab's rows as text. */
export async function readWorkbook(res: LightMyRequestResponse) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return workbook.worksheets.map((sheet) => {
    const rows: string[][] = [];
    sheet.eachRow((row) => {
      const values = row.values as unknown[];
      rows.push(values.slice(1).map((v) => (v === null || v === undefined ? '' : String(v))));
    });
    return { name: sheet.name, rows };
  });
}

/** The value under a header in each data row of a tab. */
export function columnOf(rows: string[][], header: string): string[] {
  const index = rows[0]?.indexOf(header) ?? -1;
  if (index < 0) throw new Error(`no column ${header} in ${rows[0]?.join(', ')}`);
  return rows.slice(1).map((row) => row[index] ?? '');
}
