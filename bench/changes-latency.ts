import { benchDay, FEED_KEY, KEYS, rawPost, summary, token } from './bench-http.ts';
import { bigStationDay } from './big-day.ts';

const CHANGED = 300;

/**
 * What a board asks after every live update: the legs changed since its user last looked. The
 * CTA looks at the day, the feed then moves 300 departures' ETD (300 legs with news, as after a
 * bad hour), and 20 clients ask `changes-since` again and again, as 20 boards would. Two minutes
 * each: the stands stay free of conflicts for the timeline's figures measured after.
 */
export async function changesSinceLatency(url: string, clients: number, calls: number) {
  const bearer = await token(url);
  const body = JSON.stringify({ station: 'LIM', day: benchDay() });
  const headers = {
    ...KEYS,
    'content-type': 'application/json',
    authorization: `Bearer ${bearer}`,
  };
  const ask = () => rawPost(`${url}/v1/leg/changes-since`, body, headers);
  await ask();
  const departures = bigStationDay('LIM', 'America/Lima', new Date(), 750)
    .filter((leg) => leg.depstn === 'LIM')
    .slice(0, CHANGED)
    .map((leg) => ({
      airline: leg.airline,
      flight_number: leg.flight_number,
      datop_local: leg.datop_local,
      depstn: leg.depstn,
      etd: new Date(Date.parse(leg.std ?? '') + 2 * 60_000).toISOString(),
    }));
  await rawPost(`${url}/integration/v1/legs`, JSON.stringify({ legs: departures }), {
    'x-feed-key': FEED_KEY,
    'content-type': 'application/json',
  });
  const answer = JSON.parse((await ask()).toString()) as { data: { legs: unknown[] } };
  const times: number[] = [];
  const client = async () => {
    for (let i = 0; i < calls; i++) {
      const started = performance.now();
      await rawPost(`${url}/v1/leg/changes-since`, body, { ...headers, 'accept-encoding': 'gzip' });
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return { legs: answer.data.legs.length, ...summary(times) };
}
