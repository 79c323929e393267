import {
  bigDepartures,
  editsDuring,
  estimatedLate,
  estimateMessages,
} from '../apps/server/test/helpers/big-calls.ts';
import { benchDay, FEED_KEY, KEYS, rawPost, summary, token } from './bench-http.ts';

const BATCH = 5_000;
const MESSAGES = 10_000;
/** Another airline's numbers than the bench day's, so the batch adds legs of its own. */
const AIRLINE = 'LP';

const integration = (url: string, path: string, body: string, contentType: string) => async () => {
  const started = performance.now();
  await rawPost(`${url}/integration/v1/${path}`, body, {
    'x-feed-key': FEED_KEY,
    'content-type': contentType,
  });
  return performance.now() - started;
};

/**
 * How long a CTA's save waits while a big integration call is applied: a 5,000-item feed batch
 * (created, then every leg updated) and a call of 10,000 movement messages. The CTA saves the
 * CDA of one of the bench day's departures every 150 ms while the call runs; each wait counts
 * from when the save was due. Each figure comes as its call ends. Run last: it adds 5,000 legs
 * to the bench day.
 */
export async function* bigCallWaits(url: string) {
  const headers = {
    ...KEYS,
    'content-type': 'application/json',
    authorization: `Bearer ${await token(url)}`,
  };
  const found = await fetch(`${url}/v1/leg/list`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ day: benchDay(), station: 'LIM', query: '5000', arrival: false }),
  });
  if (!found.ok) throw new Error(`the bench day's list answered ${await found.text()}`);
  const leg = ((await found.json()) as { data: { legs: { _id: string; version: number }[] } }).data
    .legs[0];
  if (!leg) throw new Error('the bench day has no departure LA5000');
  let { version } = leg;
  let n = 0;
  const save = async (): Promise<void> => {
    n++;
    const res = await fetch(`${url}/v1/leg/modified`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        _id: leg._id,
        version,
        cda_assigned: { name: `Rosa${n}`, last_name: 'Quispe', phone_number: '+51987654321' },
      }),
    });
    // A slow machine outlives the access token: sign in again, as the board would refresh it.
    if (res.status === 401) {
      headers.authorization = `Bearer ${await token(url)}`;
      return save();
    }
    if (!res.ok) throw new Error(`a save during a big call answered ${res.status}`);
    version = ((await res.json()) as { data: { leg: { version: number } } }).data.leg.version;
  };
  const departures = bigDepartures(benchDay() ?? '', BATCH, AIRLINE);
  const json = 'application/json';
  const calls = [
    [
      'feed batch creating 5,000 legs',
      integration(url, 'legs', JSON.stringify({ legs: departures }), json),
    ],
    [
      'feed batch updating 5,000 legs',
      integration(url, 'legs', JSON.stringify({ legs: estimatedLate(departures, 15) }), json),
    ],
    [
      '10,000 movement messages',
      integration(url, 'mvt', estimateMessages(departures, MESSAGES), 'text/plain'),
    ],
  ] as const;
  for (const [name, call] of calls) {
    const during = await editsDuring(call, save);
    yield {
      name,
      callMs: during.answer,
      saves: during.waits.length,
      ...summary(during.waits),
    };
  }
}
