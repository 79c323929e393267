/** The columns of the Milestones tables (section 2) and where each value lives (section 3). */
export const ARRIVAL_MILESTONES = [
  ['operators', 'milestones.operators', 'milestones.operators_number'],
  ['pea', 'board.cols.pea', 'milestones.pea'],
  ['chock', 'milestones.chock', 'milestones.chock'],
  ['doors', 'milestones.doors', 'milestones.open_doors'],
  ['dis_start', 'milestones.disembarkStart', 'milestones.disembarkation_start'],
  ['dis_end', 'milestones.disembarkEnd', 'milestones.disembarkation_end'],
  ['hold', 'milestones.holdOpen', 'hold_baggages.open_hold'],
  ['first_bag', 'milestones.firstBag', 'hold_baggages.first_bag'],
  ['last_bag', 'milestones.lastBag', 'hold_baggages.last_bag'],
  ['pea_charge', 'milestones.peaCharge', 'hold_baggages.pea_charge'],
  ['tape_first', 'milestones.tapeFirst', 'tape_baggages.first_bag'],
  ['tape_last', 'milestones.tapeLast', 'tape_baggages.last_bag'],
] as const;

export const DEPARTURE_MILESTONES = [
  ['parking_type', 'milestones.form.peaType', 'pea_parking.type'],
  ['parking', 'milestones.parking', 'pea_parking.number'],
  ['parking_gate', 'board.cols.gate', 'pea_parking.hall'],
  ['delivery', 'milestones.delivery', 'milestones.delivery'],
  ['start', 'milestones.start', 'milestones.start'],
  ['end', 'milestones.end', 'milestones.end'],
  ['closing', 'milestones.closing', 'milestones.close_doors'],
  ['booked', 'milestones.booked', 'milestones.total_BKD'],
  ['hold_first', 'milestones.firstBag', 'hold_baggages.first_bag'],
  ['hold_last', 'milestones.lastBag', 'hold_baggages.last_bag'],
  ['reference', 'milestones.reference', 'hold_baggages.reference'],
  ['end_search', 'milestones.endSearch', 'hold_baggages.end_search'],
  ['close', 'milestones.close', 'hold_baggages.close'],
  ['counter_bags', 'milestones.counterBags', 'counter.total_bags'],
  ['counter_open', 'milestones.counterOpen', 'counter.open_checkin'],
  ['counter_attention', 'milestones.counterAttention', 'counter.attention'],
  ['counter_close', 'milestones.counterClose', 'counter.close_checkin'],
  ['retained_bags', 'milestones.retainedBags', 'retained_packages.bags'],
  ['retained_car', 'milestones.retainedCar', 'retained_packages.car'],
  ['retained_wch', 'milestones.retainedWch', 'retained_packages.wch'],
  ['fuel_total', 'milestones.fuelTotal', 'fuel.total_kg'],
  ['fuel_start', 'milestones.fuelStart', 'fuel.start'],
  ['fuel_end', 'milestones.fuelEnd', 'fuel.end'],
  ['mantto_start', 'milestones.maintenanceStart', 'mantto.start'],
  ['mantto_end', 'milestones.maintenanceEnd', 'mantto.end'],
  ['super_spax', 'milestones.form.staff.super_spax', 'staff.super_spax'],
  ['boarding_agent', 'milestones.form.staff.boarding_agent', 'staff.boarding_agent'],
  ['ramp_agent', 'milestones.form.staff.ramp_agent', 'staff.ramp_agent'],
  ['comments', 'milestones.comments', 'comments'],
] as const;

/**
 * The milestones a phone card shows, by column id: when the aircraft was on chocks and its last
 * bag out; when it was delivered and its doors closed.
 */
export const CARD_MILESTONES = {
  arrival: ['chock', 'last_bag'],
  departure: ['delivery', 'closing'],
} as const;

/** A staff member as the sheet writes them: initial and last name, and how many, "P. Rojas (3)". */
function staffText(member: Record<string, unknown>): string {
  const name = [member.name ? `${member.name}.` : '', member.last_name].filter(Boolean).join(' ');
  return member.quantity ? `${name} (${member.quantity})`.trim() : name;
}

/** A value of a recorded milestones object by its dotted path; blank when not recorded. */
export function milestoneValue(record: Record<string, unknown> | null, path: string): string {
  let value: unknown = record;
  for (const key of path.split('.')) {
    value =
      value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  if (value && typeof value === 'object') return staffText(value as Record<string, unknown>);
  return value === undefined || value === null ? '' : String(value);
}
