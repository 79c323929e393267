import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type Cell, type Sheet, workbookStream } from './workbook-stream.ts';

/** Rows of random text, which compresses badly, so the reply fills up quickly. */
function countingSheet() {
  const made = { rows: 0 };
  const sheet: Sheet<number> = {
    name: 'Prueba',
    columns: [
      {
        header: 'N',
        width: 8,
        value: (n) => {
          made.rows++;
          return n;
        },
      },
      { header: 'Texto', width: 40, value: () => randomBytes(24).toString('hex') },
    ],
  };
  return { sheet, made };
}

const turns = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise((r) => setTimeout(r, 1));
};

describe('workbookStream', () => {
  it('stops making rows while nobody reads, and finishes once read', async () => {
    const { sheet, made } = countingSheet();
    const rows = Array.from({ length: 20_000 }, (_, i) => i);
    const stream = workbookStream(sheet, rows);
    await turns(50);
    // A few hundred rows fill the buffers between the sheet and the reply; then it waits.
    expect(made.rows).toBeGreaterThan(0);
    expect(made.rows).toBeLessThan(rows.length / 4);

    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(made.rows).toBe(rows.length);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]?.rowCount).toBe(rows.length + 1);
  });

  it('gives up when the client goes away', async () => {
    const { sheet, made } = countingSheet();
    const stream = workbookStream(
      sheet,
      Array.from({ length: 20_000 }, (_, i) => i),
    );
    await turns(10);
    stream.destroy();
    const atClose = made.rows;
    await turns(20);
    expect(made.rows).toBeLessThanOrEqual(atClose + 100);
  });

  it('writes text that starts like a formula as plain text, and numbers as numbers', async () => {
    const values: Cell[] = [
      '=HYPERLINK("http://x","y")',
      '+51 987 654 321',
      '-2+3',
      '@SUM(1)',
      '\t=1+1',
      '\r=1+1',
      '-',
      'Limpieza = 2 h',
      '',
      -15,
      20,
    ];
    const sheet: Sheet<Cell> = {
      name: 'Prueba',
      columns: [{ header: 'Valor', width: 30, value: (v) => v }],
    };
    const chunks: Buffer[] = [];
    for await (const chunk of workbookStream(sheet, values)) chunks.push(chunk as Buffer);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const column = workbook.worksheets[0]?.getColumn(1).values.slice(2);
    expect(column).toEqual([
      `'=HYPERLINK("http://x","y")`,
      "'+51 987 654 321",
      "'-2+3",
      "'@SUM(1)",
      "'\t=1+1",
      // The file's XML reads a carriage return back as a line feed.
      "'\n=1+1",
      '-',
      'Limpieza = 2 h',
      // exceljs reads an empty text cell back as no value.
      undefined,
      -15,
      20,
    ]);
  });

  it('fails the stream when a row cannot be written', async () => {
    const sheet: Sheet<number> = {
      name: 'Prueba',
      columns: [
        {
          header: 'N',
          width: 8,
          value: (n) => {
            if (n === 150) throw new Error('broken row');
            return n;
          },
        },
      ],
    };
    const stream = workbookStream(
      sheet,
      Array.from({ length: 300 }, (_, i) => i),
    );
    await expect(async () => {
      for await (const _ of stream);
    }).rejects.toThrow('broken row');
  });
});
