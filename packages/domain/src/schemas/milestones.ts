import { z } from 'zod';
import { clockTimeField, optionalText } from './fields.ts';

/**
 * Turnaround milestones of the inter-station airports (section 3): what happened when, at the
 * arrival and at the departure of a leg. Everything is typed as text, as on paper: times HH:MM
 * (at most 5 characters), counts in digits, blank when not recorded.
 */

const time = clockTimeField;
const count = optionalText(6).regex(/^\d*$/, { error: 'validation.integer' });
const amount = optionalText(12).regex(/^(\d+([.,]\d{1,2})?)?$/, { error: 'validation.amount' });

/** PEA type of a departure's stand: bridge or remote, or not said. */
export const MILESTONE_PEA_TYPES = ['bridge', 'remote'] as const;

const staffMember = z
  .object({
    /** The initial of the name, as the sheet records it. */
    name: optionalText(1).regex(/^\p{L}?$/u, { error: 'validation.initial' }),
    last_name: optionalText(40),
    quantity: count,
  })
  .strict();

export const milestonesArrivalSchema = z
  .object({
    milestones: z
      .object({
        operators_number: count,
        pea: optionalText(8),
        chock: time,
        open_doors: time,
        disembarkation_start: time,
        disembarkation_end: time,
      })
      .strict(),
    hold_baggages: z
      .object({ open_hold: time, first_bag: time, last_bag: time, pea_charge: time })
      .strict(),
    tape_baggages: z.object({ first_bag: time, last_bag: time }).strict(),
  })
  .strict();
export type MilestonesArrival = z.output<typeof milestonesArrivalSchema>;

export const milestonesDepartureSchema = z
  .object({
    pea_parking: z
      .object({
        type: z.enum(['', ...MILESTONE_PEA_TYPES], { error: 'validation.peaType' }),
        number: optionalText(8),
        hall: optionalText(8),
      })
      .strict(),
    milestones: z
      .object({ delivery: time, start: time, end: time, close_doors: time, total_BKD: count })
      .strict(),
    hold_baggages: z
      .object({ first_bag: time, last_bag: time, reference: time, end_search: time, close: time })
      .strict(),
    counter: z
      .object({
        open_checkin: time,
        close_checkin: time,
        attention: count,
        total_bags: count,
        sales_number: count,
        sales_amount: amount,
      })
      .strict(),
    retained_packages: z.object({ bags: count, car: count, wch: count }).strict(),
    fuel: z.object({ total_kg: count, start: time, end: time }).strict(),
    mantto: z.object({ start: time, end: time }).strict(),
    staff: z
      .object({ super_spax: staffMember, boarding_agent: staffMember, ramp_agent: staffMember })
      .strict(),
    comments: optionalText(500),
  })
  .strict();
export type MilestonesDeparture = z.output<typeof milestonesDepartureSchema>;

/** Every leaf of a milestones record blank: nothing was recorded. */
export function milestonesAreBlank(record: unknown): boolean {
  if (typeof record === 'string') return record.trim() === '';
  if (record && typeof record === 'object') return Object.values(record).every(milestonesAreBlank);
  return record === null || record === undefined;
}

/** A record with every field of the schema, blank where nothing was recorded. */
function blankOf(schema: z.ZodType): unknown {
  if (schema instanceof z.ZodObject) {
    return Object.fromEntries(
      Object.entries(schema.shape as Record<string, z.ZodType>).map(([k, v]) => [k, blankOf(v)]),
    );
  }
  return '';
}

/** The drawer's starting values: what was recorded, over a blank record of every field. */
function formValues<T>(schema: z.ZodType, recorded: unknown): T {
  const merge = (blank: unknown, given: unknown): unknown => {
    if (blank && typeof blank === 'object') {
      const source = (given && typeof given === 'object' ? given : {}) as Record<string, unknown>;
      return Object.fromEntries(Object.entries(blank).map(([k, v]) => [k, merge(v, source[k])]));
    }
    return typeof given === 'string' ? given : '';
  };
  return merge(blankOf(schema), recorded) as T;
}

export const milestonesArrivalForm = (recorded: unknown) =>
  formValues<MilestonesArrival>(milestonesArrivalSchema, recorded);
export const milestonesDepartureForm = (recorded: unknown) =>
  formValues<MilestonesDeparture>(milestonesDepartureSchema, recorded);
