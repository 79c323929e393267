import { z } from 'zod';
import { GROUND_BUCKETS } from '../network/network-figures.ts';
import { dayField } from './leg-lists.ts';

/** POST /v1/network/summary and /v1/network/export: the network's figures of one day. */
export const networkRequest = z.strictObject({ day: dayField });
export type NetworkRequest = z.input<typeof networkRequest>;

const onTime = z.object({
  operated: z.number().int(),
  onTime0: z.number().int(),
  onTime15: z.number().int(),
});
const lateFlight = z.object({
  flight: z.string(),
  depstn: z.string(),
  arrstn: z.string(),
  std: z.string(),
  minutes: z.number().int(),
  codes: z.string(),
  zone: z.string().nullable(),
});

export const networkFiguresSchema = z.object({
  day: z.string(),
  stations: z.array(z.object({ station: z.string(), departures: onTime, arrivals: onTime })),
  others: z.object({ airports: z.array(z.string()), departures: onTime, arrivals: onTime }),
  total: z.object({ departures: onTime, arrivals: onTime }),
  delayGroups: z.array(
    z.object({
      group: z.string(),
      minutes: z.number().int(),
      share: z.number(),
      cumulative: z.number(),
    }),
  ),
  worst: z.array(lateFlight),
  chains: z.array(z.object({ registration: z.string(), legs: z.array(lateFlight) })),
  groundTimes: z.array(z.object({ bucket: z.enum(GROUND_BUCKETS), count: z.number().int() })),
});
export const networkResponse = z.object({ data: networkFiguresSchema });
