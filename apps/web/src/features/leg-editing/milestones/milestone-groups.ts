import type { LegSide } from '@board/domain';

/** How a milestone field is typed: a clock time, a count, an amount, free text, an initial... */
export type MilestoneKind =
  | 'time'
  | 'count'
  | 'amount'
  | 'stand'
  | 'text'
  | 'comment'
  | 'initial'
  | 'peaType';

/** A field of the drawer: where it lives in the record, its label key and its kind. */
export type MilestoneField = readonly [path: string, label: string, kind: MilestoneKind];

export interface MilestoneGroup {
  title: string;
  fields: readonly MilestoneField[];
}

const staff = (who: 'super_spax' | 'boarding_agent' | 'ramp_agent'): MilestoneGroup => ({
  title: `milestones.form.staff.${who}`,
  fields: [
    [`staff.${who}.name`, 'milestones.form.initial', 'initial'],
    [`staff.${who}.last_name`, 'milestones.form.lastName', 'text'],
    [`staff.${who}.quantity`, 'milestones.form.quantity', 'count'],
  ],
});

/** Every field of section 3, grouped as the paper sheet is: the arrival's... */
const ARRIVAL: readonly MilestoneGroup[] = [
  {
    title: 'milestones.form.aircraft',
    fields: [
      ['milestones.operators_number', 'milestones.operators', 'count'],
      ['milestones.pea', 'board.cols.pea', 'stand'],
      ['milestones.chock', 'milestones.chock', 'time'],
      ['milestones.open_doors', 'milestones.doors', 'time'],
      ['milestones.disembarkation_start', 'milestones.disembarkStart', 'time'],
      ['milestones.disembarkation_end', 'milestones.disembarkEnd', 'time'],
    ],
  },
  {
    title: 'milestones.form.hold',
    fields: [
      ['hold_baggages.open_hold', 'milestones.holdOpen', 'time'],
      ['hold_baggages.first_bag', 'milestones.firstBag', 'time'],
      ['hold_baggages.last_bag', 'milestones.lastBag', 'time'],
      ['hold_baggages.pea_charge', 'milestones.peaCharge', 'time'],
    ],
  },
  {
    title: 'milestones.form.tape',
    fields: [
      ['tape_baggages.first_bag', 'milestones.tapeFirst', 'time'],
      ['tape_baggages.last_bag', 'milestones.tapeLast', 'time'],
    ],
  },
];

/** ...and the departure's. */
const DEPARTURE: readonly MilestoneGroup[] = [
  {
    title: 'milestones.form.parking',
    fields: [
      ['pea_parking.type', 'milestones.form.peaType', 'peaType'],
      ['pea_parking.number', 'milestones.form.number', 'stand'],
      ['pea_parking.hall', 'board.cols.gate', 'stand'],
    ],
  },
  {
    title: 'milestones.form.boarding',
    fields: [
      ['milestones.delivery', 'milestones.delivery', 'time'],
      ['milestones.start', 'milestones.start', 'time'],
      ['milestones.end', 'milestones.end', 'time'],
      ['milestones.close_doors', 'milestones.closing', 'time'],
      ['milestones.total_BKD', 'milestones.booked', 'count'],
    ],
  },
  {
    title: 'milestones.form.hold',
    fields: [
      ['hold_baggages.first_bag', 'milestones.firstBag', 'time'],
      ['hold_baggages.last_bag', 'milestones.lastBag', 'time'],
      ['hold_baggages.reference', 'milestones.reference', 'time'],
      ['hold_baggages.end_search', 'milestones.endSearch', 'time'],
      ['hold_baggages.close', 'milestones.close', 'time'],
    ],
  },
  {
    title: 'milestones.form.counter',
    fields: [
      ['counter.open_checkin', 'milestones.counterOpen', 'time'],
      ['counter.close_checkin', 'milestones.counterClose', 'time'],
      ['counter.attention', 'milestones.counterAttention', 'count'],
      ['counter.total_bags', 'milestones.counterBags', 'count'],
      ['counter.sales_number', 'milestones.form.salesNumber', 'count'],
      ['counter.sales_amount', 'milestones.form.salesAmount', 'amount'],
    ],
  },
  {
    title: 'milestones.form.retained',
    fields: [
      ['retained_packages.bags', 'milestones.retainedBags', 'count'],
      ['retained_packages.car', 'milestones.retainedCar', 'count'],
      ['retained_packages.wch', 'milestones.retainedWch', 'count'],
    ],
  },
  {
    title: 'milestones.form.fuel',
    fields: [
      ['fuel.total_kg', 'milestones.fuelTotal', 'count'],
      ['fuel.start', 'milestones.fuelStart', 'time'],
      ['fuel.end', 'milestones.fuelEnd', 'time'],
    ],
  },
  {
    title: 'milestones.form.maintenance',
    fields: [
      ['mantto.start', 'milestones.maintenanceStart', 'time'],
      ['mantto.end', 'milestones.maintenanceEnd', 'time'],
    ],
  },
  staff('super_spax'),
  staff('boarding_agent'),
  staff('ramp_agent'),
  { title: 'milestones.comments', fields: [['comments', 'milestones.comments', 'comment']] },
];

export const milestoneGroups = (side: LegSide) => (side === 'arrival' ? ARRIVAL : DEPARTURE);

/** Longest value of each kind, as the shared milestones schema allows. */
export const MAX_LENGTH: Record<MilestoneKind, number> = {
  time: 5,
  count: 6,
  amount: 12,
  stand: 8,
  text: 40,
  comment: 500,
  initial: 1,
  peaType: 6,
};
