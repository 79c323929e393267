// What the app composes from the board feature.
export { BoardLayout } from './frame/board-layout.tsx';
export { BoardShell } from './frame/board-shell.tsx';
export { ArrivalsView } from './views/arrivals/arrivals-view.tsx';
export { DelaysView } from './views/delays/delays-view.tsx';
export { DeparturesView } from './views/departures/departures-view.tsx';
export { GeneralView } from './views/general/general-view.tsx';
export { MilestonesView } from './views/milestones/milestones-view.tsx';
export { OvernightsView } from './views/overnights/overnights-view.tsx';
