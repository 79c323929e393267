import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { type FeedItemKey, feedBatchResponse, movementBatchResponse } from '@board/domain';
import { ConfigError, loadConfig } from './config.ts';
import { keepDataDirPrivate } from './lib/private-data-dir.ts';
import { storedSecret } from './lib/stored-secret.ts';
import { FEED_KEY_HEADER, itemsFromCsv, itemsFromJson } from './modules/feed/index.ts';

const BATCH = 1000;

/** A rejected item's key as the board writes it, with ? for each part that could not be read. */
function keyText(key: FeedItemKey): string {
  const part = (value: string | null) => value ?? '?';
  return `${part(key.airline)}${part(key.flight_number)}/${part(key.datop_local)}/${part(key.depstn)}`;
}

/** Sends a file of IATA movement messages as it is, and reports each message's outcome. */
async function sendMovements(base: string, key: string, text: string): Promise<number> {
  const response = await fetch(`${base}integration/v1/mvt`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain; charset=utf-8', [FEED_KEY_HEADER]: key },
    body: text,
  });
  if (!response.ok) {
    console.error(`The server refused the messages: ${response.status} ${await response.text()}`);
    return 1;
  }
  const { messages } = movementBatchResponse.parse(await response.json()).data;
  const count = (outcome: string) => messages.filter((m) => m.outcome === outcome).length;
  console.log(
    `messages 1-${messages.length}: ${count('applied')} applied, ${count('unchanged')} unchanged, ${count('rejected')} rejected`,
  );
  messages.forEach((m, index) => {
    const which = `  message ${index + 1} (${m.flight ?? '?'})`;
    if (m.outcome === 'rejected') console.log(`${which}: ${m.reason}`);
    // Applied in part: what was left out is named, for the sender to send again.
    else for (const problem of m.unread) console.log(`${which}, not read: ${problem}`);
  });
  return count('rejected') > 0 ? 1 : 0;
}

/**
 * `npm run feed -- <file.json|file.csv|file.mvt> [--url http://localhost:3000]`: sends legs, or
 * movement messages, to the running server's integration endpoints, the same path an operations
 * system uses.
 */
async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { url: { type: 'string' } },
  });
  const file = positionals[0];
  if (!file) {
    console.error(
      'usage: npm run feed -- <file.json|file.csv|file.mvt> [--url http://localhost:3000]',
    );
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
  if (file.toLowerCase().endsWith('.mvt')) {
    try {
      return await sendMovements(base, key, text);
    } catch (error) {
      if (error instanceof TypeError) {
        console.error(`The server at ${base} cannot be reached: is it running (npm start)?`);
        return 1;
      }
      throw error;
    }
  }
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
