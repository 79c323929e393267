import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from './support/browser.ts';
import { holdChunk } from './support/build-chunks.ts';
import { boardRow } from './support/departures.ts';
import { limaToday } from './support/leg-api.ts';
import { signIn, waitForPath } from './support/pages.ts';
import { browserSuite } from './support/suite.ts';

const suite = browserSuite();
let page: Page;

async function signInAs(email: string, password: string, path: string) {
  page = await suite.open({ acceptDownloads: true });
  await signIn(page, suite.server.url, email, password);
  await waitForPath(page, '/general');
  await page.goto(`${suite.server.url}${path}`);
}

const panel = () => page.getByRole('dialog', { name: 'Descargar' });

/** Starts a download with `click` and answers its file name and bytes. */
async function downloaded(click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(file) };
}

describe('downloads', () => {
  it('takes the general tab as a workbook through the panel', async () => {
    await signInAs('cta.lim@example.com', 'lima2026', '/general');
    const first = page.locator('tbody tr[data-row-id]').first();
    await first.waitFor();
    const flight = (await first.textContent())?.match(/LA\d{4}/)?.[0] ?? '';
    expect(flight).not.toBe('');

    await page.getByRole('button', { name: 'Descargar', exact: true }).click();
    await panel().waitFor();
    expect(await panel().getByRole('radio', { name: 'Pestaña general' }).isChecked()).toBe(true);
    await screenshot(page, 'download-panel-1280');
    const file = await downloaded(() =>
      panel().getByRole('button', { name: 'Descargar en excel' }).click(),
    );
    expect(file.name).toBe(`general_LIM_${limaToday()}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('General');
    const cells: string[] = [];
    sheet?.eachRow((row) => {
      cells.push(...(row.values as unknown[]).map(String));
    });
    expect(cells).toContain(flight);
    await panel().waitFor({ state: 'detached' });
  });

  it('says so when the chosen list is empty', async () => {
    await page.getByRole('button', { name: 'Descargar', exact: true }).click();
    await panel().getByRole('radio', { name: 'Remolques del día' }).check();
    await panel().getByRole('button', { name: 'Descargar en excel' }).click();
    await page.getByText('No se encontraron registros').waitFor();
    await page.keyboard.press('Escape');
    await panel().waitFor({ state: 'detached' });
  });

  it('prints the board as a PDF with the legs of the day', async () => {
    const flight = (await boardRow(page, 'LA').textContent())?.match(/LA\d{4}/)?.[0] ?? '';
    const file = await downloaded(() =>
      page.getByRole('button', { name: 'Imprimir Pizarra' }).click(),
    );
    expect(file.name).toBe(`pizarra_LIM_${limaToday()}.pdf`);
    expect(file.bytes.subarray(0, 4).toString()).toBe('%PDF');
    const pdf = await getDocumentProxy(new Uint8Array(file.bytes));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain(flight);
  });

  it('downloads the delay codes table from Demoras', async () => {
    await page.goto(`${suite.server.url}/delays`);
    const file = await downloaded(() =>
      page.getByRole('button', { name: 'Códigos de demora' }).click(),
    );
    expect(file.name).toBe('codigos_de_demora.xlsx');
    await expect.poll(() => page.getByRole('button', { name: 'Imprimir Pizarra' }).count()).toBe(0);
  });

  it('offers the general tab from Hitos, and fits a phone', async () => {
    await signInAs('cta.bog@example.com', 'bogota2026', '/milestones');
    await page.getByRole('button', { name: 'Descargar', exact: true }).click();
    expect(await panel().getByRole('radio', { name: 'Pestaña general' }).isChecked()).toBe(true);
    await page.keyboard.press('Escape');
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Descargar', exact: true }).click();
    await panel().waitFor();
    await screenshot(page, 'download-panel-390');
  });

  it.each([
    ['1280', DESKTOP],
    ['390', PHONE],
  ])('shows the panel frame while the panel is on its way, at %s px', async (width, viewport) => {
    page = await suite.open({ viewport });
    const release = await holdChunk(page, 'src/features/downloads/download-panel.tsx');
    await signIn(page, suite.server.url, 'cta.lim@example.com', 'lima2026');
    await waitForPath(page, '/general');
    await page.getByRole('button', { name: 'Descargar', exact: true }).click();
    await panel().locator('[aria-busy="true"]').waitFor();
    await screenshot(page, `download-panel-loading-${width}`);
    release();
    await panel().getByRole('radio', { name: 'Pestaña general' }).waitFor();
    await expect.poll(() => panel().locator('[aria-busy="true"]').count()).toBe(0);
  });
});
