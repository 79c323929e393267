import { z } from 'zod';

export const stationSchema = z.object({
  stn: z.string(),
  name: z.string(),
  country: z.string(),
  time_zone: z.string(),
});
export type Station = z.infer<typeof stationSchema>;

export const stationListAllowedQuery = z.strictObject({
  country: z
    .string({ error: 'validation.required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: 'validation.invalid' }),
});

export const stationListAllResponse = z.object({
  data: z.object({ data: z.array(stationSchema) }),
});
