import {
  capabilities,
  dayOffset,
  editRefusal,
  type Leg,
  type LegSide,
  type Role,
  sideOf,
  viewerMayOpen,
} from '@board/domain';

/** The drawers a board row opens. Crew and connections are read by everyone, never edited. */
export type DrawerKind =
  | 'cda'
  | 'pea'
  | 'delays'
  | 'services'
  | 'crew'
  | 'connections'
  | 'overnight'
  | 'milestones';

export interface Viewer {
  role: Role | null;
  station: string | null;
}

/** How a row's button for one drawer behaves for this user. */
export interface DrawerAccess {
  /** Editar, Ver, or nothing for a user without a role. */
  word: 'common.edit' | 'common.view' | null;
  /** The button opens the drawer. */
  enabled: boolean;
  /** The drawer opens with its fields disabled and no save button. */
  readOnly: boolean;
}

/** Whether anything of this drawer is recorded on the leg, for a reader (section 6, viewers). */
function hasRecord(kind: DrawerKind, leg: Leg, side: LegSide): boolean {
  const arrival = side === 'arrival';
  switch (kind) {
    case 'cda':
      return viewerMayOpen.cda(arrival ? leg.cda_assigned_arrival : leg.cda_assigned);
    case 'services':
      return viewerMayOpen.services(
        arrival ? leg.additional_services_arrival : leg.additional_services_departure,
      );
    case 'pea':
      return arrival
        ? viewerMayOpen.peaChanges(
            leg.trailers_arrival,
            leg.change_pea_number_arrival ?? leg.change_pea_type_arrival ?? leg.change_pea_tape,
            leg.summary_pea_changes_arrival,
          )
        : viewerMayOpen.peaChanges(
            leg.trailers_departure,
            leg.change_pea_number_departure ??
              leg.change_pea_type_departure ??
              leg.change_pea_hall_departure,
            leg.summary_pea_changes_departure,
          );
    case 'delays':
      return viewerMayOpen.delays(leg.delays_min_total, leg.delays);
    case 'crew':
      return leg.crew.length > 0;
    case 'connections':
      return leg.pax_connection > 0 || leg.bags_connection > 0;
    case 'overnight':
      return leg.overnight !== null;
    case 'milestones':
      return (arrival ? leg.milestones_arrival : leg.milestones_departure) !== null;
  }
}

/**
 * Section 6 as the buttons show it, with the very rule the server enforces: a user who may
 * edit this side of the leg gets Editar; anyone else with a role gets Ver, which opens only
 * when there is something to read. Cancelled legs open nothing.
 */
export function drawerAccess(
  kind: DrawerKind,
  leg: Leg,
  side: LegSide,
  viewer: Viewer,
  timeZone: string,
  now: Date,
): DrawerAccess {
  const cancelled = leg.leg_status_timeline === 'CANCELED';
  const word = capabilities(viewer.role).buttonTextKey;
  if (kind === 'crew' || kind === 'connections') {
    // Read by everyone, yet a cancelled leg's buttons are disabled like all others (section 2).
    const enabled = word !== null && !cancelled && hasRecord(kind, leg, side);
    return { word: word && 'common.view', enabled, readOnly: true };
  }
  const refusal = editRefusal({
    role: viewer.role,
    userStation: viewer.station,
    station: sideOf(leg, side).station,
    dayOffset: dayOffset(sideOf(leg, side).day, now, timeZone),
    cancelled,
  });
  if (!refusal) return { word: 'common.edit', enabled: true, readOnly: false };
  if (word === null) return { word, enabled: false, readOnly: true };
  return {
    word: 'common.view',
    enabled: !cancelled && hasRecord(kind, leg, side),
    readOnly: true,
  };
}
