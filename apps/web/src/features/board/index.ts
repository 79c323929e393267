// What the app composes from the board feature.
export { BoardLayout } from './frame/board-layout.tsx';
export { GeneralView } from './views/general/general-view.tsx';
