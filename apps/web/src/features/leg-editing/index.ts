// What the app composes from the leg editing feature.
export { LegEditingAround } from './leg-editing-around.tsx';
export { PendingMark } from './waiting-saves/pending-mark.tsx';
export { WaitingSavesBar } from './waiting-saves/waiting-saves-bar.tsx';
