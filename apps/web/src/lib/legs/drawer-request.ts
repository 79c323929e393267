import type { Leg, LegSide, OvernightRow } from '@board/domain';
import { createContext, useContext } from 'react';
import type { DrawerKind } from './edit-access.ts';

/**
 * What a row asked to open: which drawer, for which leg and side, to edit or to read. A phone
 * card first opens the list of a leg's drawers ('actions').
 */
export interface DrawerRequest {
  kind: DrawerKind | 'actions';
  leg: Leg;
  side: LegSide;
  readOnly: boolean;
  /**
   * The Pernoctes rows an overnight may be moved between, chosen by registration and flight:
   * the drawer offers the arrivals of rows without a placement problem.
   */
  choices?: readonly OvernightRow[];
  /**
   * A waiting save the server found stale, reopened to choose: the form starts from what the
   * person filled in (`values` of the form `name`), beside the leg as recorded now (`leg`).
   */
  draft?: { key: string; name: string; values: unknown };
}

/** What every drawer is given: the request, whether it is open, and how to close it. */
export interface DrawerProps {
  request: DrawerRequest;
  open: boolean;
  onClose(): void;
}

/**
 * How a row opens a drawer. Kept apart from the drawers themselves, which show rows' buttons
 * in turn, so that nothing imports in a circle.
 */
export const DrawersContext = createContext<((request: DrawerRequest) => void) | null>(null);

export function useOpenDrawer(): (request: DrawerRequest) => void {
  const open = useContext(DrawersContext);
  if (!open) throw new Error('useOpenDrawer is used outside a board');
  return open;
}
