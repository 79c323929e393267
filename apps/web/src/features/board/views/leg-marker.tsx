import { type ComponentType, createContext, useContext } from 'react';

interface LegMarkerProps {
  legId: string;
  /** In a widget with one tab stop (the timeline's chart): its name in the arrow keys' order. */
  roving?: { nav: string; tabIndex: 0 | -1 };
}

/**
 * What the views show beside a flight that has news for the user: the app brings it from the
 * changes feature. Without it (a drawer's preview, a test of one cell) a flight shows none.
 */
export interface LegMarks {
  Marker: ComponentType<LegMarkerProps>;
  /** Whether the flight shows a marker now. */
  has(legId: string): boolean;
}

const LegMarksContext = createContext<LegMarks | null>(null);

export const LegMarksProvider = LegMarksContext.Provider;

/** The marker beside a flight, if it has news. */
export function LegMarker(props: LegMarkerProps) {
  const marks = useContext(LegMarksContext);
  return marks ? <marks.Marker {...props} /> : null;
}

/** Whether a flight shows a marker: a marker holding the chart's tab stop can go away. */
export function useHasLegMarker(): (legId: string) => boolean {
  const marks = useContext(LegMarksContext);
  return (legId) => marks?.has(legId) ?? false;
}
