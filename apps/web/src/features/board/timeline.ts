/** The Línea de tiempo, loaded apart: the board's other views do not carry its code. */
export { TimelineView } from './views/timeline/timeline-view.tsx';
