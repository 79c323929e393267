import { hasMilestones, type SessionUser, stationProperty } from '@board/domain';
import {
  ChartGantt,
  Clock,
  LayoutDashboard,
  type LucideIcon,
  Milestone,
  Moon,
  PlaneLanding,
  PlaneTakeoff,
} from 'lucide-react';
import { paths } from '../lib/paths.ts';

export interface BoardView {
  path: string;
  /** Names its texts: nav.<key> and titles.<key>. */
  key: 'general' | 'arrivals' | 'departures' | 'delays' | 'overnights' | 'milestones' | 'timeline';
  icon: LucideIcon;
}

/** The views of the board, in navigation order. */
export const BOARD_VIEWS: readonly BoardView[] = [
  { path: paths.general, key: 'general', icon: LayoutDashboard },
  { path: paths.arrivals, key: 'arrivals', icon: PlaneLanding },
  { path: paths.departures, key: 'departures', icon: PlaneTakeoff },
  { path: paths.delays, key: 'delays', icon: Clock },
  { path: paths.overnights, key: 'overnights', icon: Moon },
  { path: paths.milestones, key: 'milestones', icon: Milestone },
  { path: paths.timeline, key: 'timeline', icon: ChartGantt },
];

/**
 * Milestones are recorded only at the stations of the inter-station list: the station the board
 * shows (?station=, which GENERIC and DUTY users choose), else the user's own.
 */
export function canSeeMilestones(user: SessionUser, boardStation?: string | null): boolean {
  return hasMilestones(boardStation?.toUpperCase() || stationProperty(user.app_properties));
}

export function viewsFor(user: SessionUser, boardStation?: string | null): BoardView[] {
  return BOARD_VIEWS.filter(
    (view) => view.key !== 'milestones' || canSeeMilestones(user, boardStation),
  );
}
