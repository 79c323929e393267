import { launchBrowser } from './support/browser.ts';
const browser = await launchBrowser();
for (const [w, h, name] of [[1280, 800, 'g-1280'], [390, 844, 'g-390']] as const) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
  await page.goto('http://127.0.0.1:3998/login');
  await page.getByLabel('Correo electrónico').fill('cta.lim@example.com');
  await page.getByLabel('Contraseña', { exact: true }).fill('lima2026');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL('**/general');
  await page.waitForSelector('tbody tr[data-row-id]', { timeout: 15000 }).catch(() => console.log('no rows'));
  await page.screenshot({ path: `/tmp/${name}.png` });
  console.log(name, await page.evaluate(() => document.querySelectorAll('*').length));
}
await browser.close();
