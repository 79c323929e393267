import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { type FeedItemKey, feedBatchResponse } from '@board/domain';
import { ConfigError, loadConfig } from './config.ts';
import { keepDataDirPrivate } from './lib/private-data-dir.ts';
import { storedSecret } from './lib/stored-secret.ts';
import { FEED_KEY_HEADER } from './modules/feed/feed.routes.ts';
import { itemsFromCsv, itemsFromJson } from './modules/feed/feed-file.ts';

const BATCH = 1000;

/** A rejected item's key as the board writes it, with ? for each part that could not be read. */
function keyText(key: FeedItemKey): string {
  const part = (value: string | null) => value ?? '?';
  return `${part(key.airline)}${part(key.flight_number)}/${part(key.datop_local)}/${part(key.depstn)}`;
}

/**
 * `npm run feed -- <file.json|file.csv> [--url http://localhost:3000]`: sends legs to the running
 * server's feed endpoint, the same path an operations system uses.
 */
async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { url: { type: 'string' } },
  });
  const file = positionals[0];
  if (!file) {
    console.error('usage: npm run feed -- <file.json|file.csv> [--url http://localhost:3000]');
    return 2;
  }
  const config = loadConfig();
  await keepDataDirPrivate(config.dataDir);
  const key = config.feedApiKey ?? (await storedSecret(config.dataDir, 'feed-key'));
  const base = (values.url ?? `http://localhost:${config.port}${config.basePath}`).replace(
    /\/?$/,
    '/',
  );
  const text = await readFile(file, 'utf8');
  const items = file.toLowerCase().endsWith('.csv') ? itemsFromCsv(text) : itemsFromJson(text);

  let rejected = 0;
  for (let start = 0; start < items.length; start += BATCH) {
    let response: Response;
    try {
      response = await fetch(`${base}integration/v1/legs`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [FEED_KEY_HEADER]: key },
        body: JSON.stringify({ legs: items.slice(start, start + BATCH) }),
      });
    } catch {
      console.error(`The server at ${base} cannot be reached: is it running (npm start)?`);
      return 1;
    }
    if (!response.ok) {
      console.error(`The server refused the batch: ${response.status} ${await response.text()}`);
      return 1;
    }
    const { data } = feedBatchResponse.parse(await response.json());
    console.log(
      `items ${start + 1}-${start + data.received}: ${data.created} created, ${data.updated} updated, ${data.unchanged} unchanged, ${data.rejected} rejected`,
    );
    for (const error of data.errors) {
      const fields = error.fields
        .map((f) => `${f.path || '(item)'}: ${f.message} (${f.key})`)
        .join('; ');
      console.log(`  item ${start + error.index + 1} (${keyText(error.key)}): ${fields}`);
    }
    rejected += data.rejected;
  }
  return rejected > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
