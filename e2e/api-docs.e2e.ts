import { afterEach, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { browserSuite } from './support/suite.ts';

/** The API's description as an integrator opens it: the page, served by the product itself. */
const suite = browserSuite({ legs: 'none' });
afterEach(() => suite.close());

describe('/docs', () => {
  it('shows every group of calls, with nothing refused by the page policy', async () => {
    const page = await suite.open();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') refused.push(message.text());
    });
    await page.goto(`${suite.server.url}/docs`);
    await page.getByRole('heading', { name: /Tablero de operaciones/ }).waitFor();
    await page.getByText('/integration/v1/mvt').first().waitFor();
    await page.getByText('/v1/leg/list-extend').first().waitFor();
    await screenshot(page, 'api-docs-1280');
    expect(refused).toEqual([]);
  });
});
