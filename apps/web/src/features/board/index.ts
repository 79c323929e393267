// What the app composes from the board feature.

export { BoardLayout } from './frame/board-layout.tsx';
export type { BoardParts } from './frame/board-parts.ts';
export { BoardShell } from './frame/board-shell.tsx';
export { ArrivalsView } from './views/arrivals/arrivals-view.tsx';
export { DelaysView } from './views/delays/delays-view.tsx';
export { DeparturesView } from './views/departures/departures-view.tsx';
export { GeneralView } from './views/general/general-view.tsx';
export { type LegMarks, LegMarksProvider } from './views/leg-marker.tsx';
export { MilestonesView } from './views/milestones/milestones-view.tsx';
export { OvernightsView } from './views/overnights/overnights-view.tsx';
export { PendingMarkProvider } from './views/pending-mark.tsx';
